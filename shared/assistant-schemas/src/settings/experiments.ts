import { z } from 'zod';

/** Which experiments are on. */
export const experimentsSchema = z.object({
  /** Repeat the mode's role definition more often so the model keeps to it. */
  powerSteering: z.boolean().optional(),
  /** Let one apply_diff call edit several files. */
  multiFileApplyDiff: z.boolean().optional(),
  /** Edit files in the background without taking the editor's focus. */
  preventFocusDisruption: z.boolean().optional(),
  /** Offer the generate_image tool. */
  imageGeneration: z.boolean().optional(),
  /** Offer the run_slash_command tool. */
  runSlashCommand: z.boolean().optional(),
});
export type Experiments = z.infer<typeof experimentsSchema>;
