import { z } from 'zod';

/** Letters, digits and inner hyphens, 1 to 63 characters. */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** A DNS host name: at most 255 characters overall and 63 per dot-separated label (spec 5). */
export const hostnameSchema = z
  .string()
  .max(255)
  .refine((host) => host.split('.').every((label) => LABEL.test(label)));
export type Hostname = z.infer<typeof hostnameSchema>;
