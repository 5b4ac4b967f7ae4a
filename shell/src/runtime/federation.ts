import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName } from '../shared/container-name.ts';
import type { RemotesPointer, SectionName } from '@roo-docs/schemas';

export interface RoutesModule {
  section: string;
  routes: Record<string, () => Promise<unknown>>;
}

/** Tells the federation runtime where each live section is; `force` replaces an older build. */
export function registerSections(pointer: RemotesPointer, force = false): void {
  const remotes = Object.entries(pointer.sections).map(([section, p]) => ({
    name: containerName(section),
    entry: p!.manifest,
  }));
  registerRemotes(remotes, { force });
}

/** The section's route table module (its page loaders). */
export async function loadRoutesModule(section: SectionName): Promise<RoutesModule> {
  const mod = await loadRemote<RoutesModule>(`${containerName(section)}/routes`);
  if (!mod || typeof mod.routes !== 'object') throw new Error(`Section ${section} exposes no route table`);
  return mod;
}
