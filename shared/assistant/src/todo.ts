import { z } from 'zod';

export const TODO_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export const todoStatusSchema = z.enum(TODO_STATUSES);
export type TodoStatus = z.infer<typeof todoStatusSchema>;

/** One line of a task's todo list. */
export const todoItemSchema = z.object({
  /** Item id, stable while the list is edited. */
  id: z.string(),
  /** What to do. */
  content: z.string(),
  /** Where the item stands. */
  status: todoStatusSchema,
});
export type TodoItem = z.infer<typeof todoItemSchema>;
