// One made-up task, used by the chat scenes: Roo adds due dates to a small to-do app. Each scene
// takes the messages up to the moment it shows and ends with what the extension is asking.
import { minutesAgo } from './base-state.ts';

export const TASK_TEXT = 'Add a due date to each todo item and sort the list so the earliest due date comes first.';

const at = (step: number) => minutesAgo(6) + step * 7_000;

const apiRequest = (step: number, tokensIn: number, tokensOut: number, cost: number) => ({
  ts: at(step),
  type: 'say',
  say: 'api_req_started',
  text: JSON.stringify({ request: 'Todo app task', tokensIn, tokensOut, cacheWrites: 0, cacheReads: 0, cost }),
});

export const checkpoint = (step: number, hash: string, from: string) => ({
  ts: at(step),
  type: 'say',
  say: 'checkpoint_saved',
  text: hash,
  checkpoint: { isFirst: step === 1, from, to: hash },
});

const DIFF = [
  '@@ -1,8 +1,10 @@',
  ' export interface Todo {',
  '   id: string;',
  '   title: string;',
  '   done: boolean;',
  '+  /** ISO date (YYYY-MM-DD) the item is due; items without one sort last. */',
  '+  dueDate?: string;',
  ' }',
  ' ',
  '-export const sortTodos = (todos: Todo[]) => [...todos];',
  '+export const sortTodos = (todos: Todo[]) =>',
  "+  [...todos].sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'));",
].join('\n');

/** The task up to its first edit: read the model file, explain the plan. */
export function taskOpening() {
  return [
    { ts: at(0), type: 'say', say: 'text', text: TASK_TEXT },
    apiRequest(1, 11_842, 312, 0.0392),
    {
      ts: at(2),
      type: 'say',
      say: 'text',
      text: 'The `Todo` type lives in `src/models/todo.ts`. I will add an optional `dueDate` field and make `sortTodos` order by it.',
    },
    {
      ts: at(3),
      type: 'say',
      say: 'tool',
      text: JSON.stringify({
        tool: 'readFile',
        path: 'src/models/todo.ts',
        content: '/home/dev/projects/todo-app/src/models/todo.ts',
      }),
    },
    apiRequest(4, 13_209, 548, 0.0477),
  ];
}

/** The edit Roo proposes, waiting for Save or Reject. */
export const proposedDiff = (step: number) => ({
  ts: at(step),
  type: 'ask',
  ask: 'tool',
  text: JSON.stringify({ tool: 'appliedDiff', path: 'src/models/todo.ts', diff: DIFF }),
});

/** After the edit was saved: a checkpoint, then the command Roo wants to run. */
export function taskAfterEdit() {
  return [
    ...taskOpening(),
    { ...proposedDiff(5), type: 'say', say: 'tool', ask: undefined },
    checkpoint(6, '4f9c2ab1d7e3', '0a1b2c3d4e5f'),
    apiRequest(7, 14_020, 201, 0.0298),
    { ts: at(8), type: 'say', say: 'text', text: 'The type and the sort are in place. Now I will run the tests.' },
  ];
}

export const commandAsk = (step: number) => ({ ts: at(step), type: 'ask', ask: 'command', text: 'npm test -- --run src/models' });

export const TODOS = [
  { id: '1', content: 'Add an optional dueDate field to Todo', status: 'completed' },
  { id: '2', content: 'Sort the list by due date, undated items last', status: 'completed' },
  { id: '3', content: 'Show the due date next to each item', status: 'in_progress' },
  { id: '4', content: 'Add tests for the new sort order', status: 'pending' },
];

export const todoUpdate = (step: number) => ({
  ts: at(step),
  type: 'ask',
  ask: 'tool',
  text: JSON.stringify({ tool: 'updateTodoList', todos: TODOS }),
});

export const historyItem = () => ({
  id: 'task-todo-due-dates',
  number: 1,
  ts: at(0),
  task: TASK_TEXT,
  tokensIn: 39_071,
  tokensOut: 1_061,
  totalCost: 0.1167,
  workspace: '/home/dev/projects/todo-app',
  mode: 'code',
});

export const stepTime = at;
