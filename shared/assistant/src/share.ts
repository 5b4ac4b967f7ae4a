import { z } from 'zod';

/** Who may open a shared task. */
export const SHARE_VISIBILITIES = ['organization', 'public'] as const;
export const shareVisibilitySchema = z.enum(SHARE_VISIBILITIES);
export type ShareVisibility = z.infer<typeof shareVisibilitySchema>;

/** Answer to a request to share a task. */
export const shareResultSchema = z.object({
  /** The task is shared. */
  success: z.boolean(),
  /** Link to the shared task. */
  shareUrl: z.string().optional(),
  /** Why sharing failed. */
  error: z.string().optional(),
  /** This request created the share (false: it existed already). */
  isNewShare: z.boolean().optional(),
  /** Link where the owner manages the share. */
  manageUrl: z.string().optional(),
});
export type ShareResult = z.infer<typeof shareResultSchema>;
