import { z } from 'zod';

const key = z.string().min(1).max(12);
const sentence = z.string().min(3).max(400);

export const shortcutFactSchema = z
  .strictObject({
    action: sentence,
    // Empty on both platforms: a command with no default binding, which readers bind themselves.
    keys: z.array(key),
    mac: z.array(key),
    when: sentence.optional(),
    command: z
      .string()
      .regex(/^roo-cline\.[A-Za-z]+$/)
      .optional(),
    /** The command's name in the Command Palette and the Keyboard Shortcuts editor. */
    title: z.string().min(3).max(80).optional(),
  })
  .refine((s) => s.keys.length > 0 || (s.mac.length === 0 && s.command !== undefined), {
    message: 'a shortcut without default keys must name its command and have no macOS keys either',
    path: ['keys'],
  });

export const settingFactSchema = z.strictObject({
  label: sentence,
  key: z.string().regex(/^[a-zA-Z][\w.-]*$/, 'a setting key is an identifier, optionally dotted'),
  scope: z.enum(['vscode', 'extension']),
  location: sentence,
  default: z.string().min(1).optional(),
});

export const labelFactSchema = z.strictObject({
  text: z.string().min(1).max(80),
  icon: z.string().min(1).optional(),
  location: sentence.optional(),
});

export const statementFactSchema = z.strictObject({
  text: sentence,
  source: z.string().min(5),
});

/** A fact id is how pages cite it: camelCase, so `<Shortcut id="addToContext"/>` reads naturally. */
export const factIdSchema = z.string().regex(/^[a-z][A-Za-z0-9]*$/);
