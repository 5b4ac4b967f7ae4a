import type { Scene } from './types.ts';
import { CHAT_SCENES } from './chat.ts';
import { CLOUD_SCENES } from './cloud.ts';
import { FIRST_TASK_SCENES } from './first-task.ts';
import { POPOVER_SCENES } from './popovers.ts';
import { VIEW_SCENES } from './views.ts';
import { providerScene, settingsScene } from './settings.ts';

const SCENES: Record<string, Scene> = {
  ...CHAT_SCENES,
  ...CLOUD_SCENES,
  ...FIRST_TASK_SCENES,
  ...POPOVER_SCENES,
  ...VIEW_SCENES,
};

/**
 * The scene a manifest entry names: a fixed scene, `settings:<section>` (a settings section) or
 * `provider:<id>` (the Providers section with that provider's form). Unknown names throw.
 */
export function sceneFor(name: string): Scene {
  const [kind, argument] = name.split(':');
  if (kind === 'settings' && argument) return settingsScene(argument);
  if (kind === 'provider' && argument) return providerScene(argument);
  const scene = SCENES[name];
  if (!scene) throw new Error(`unknown scene '${name}' (scripts/screenshots/scenes)`);
  return scene;
}
