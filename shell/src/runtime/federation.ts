import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactRouter from '@roo-docs/chrome/router';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { containerName, type RemotesPointer, type RoutesModule, type SectionName } from '@roo-docs/schemas/contract';
import { REACT_RANGE, REACT_ROUTER_RANGE, REACT_ROUTER_VERSION } from '@roo-docs/chrome/router-version';
import { expectedManifestHashes, failurePlugin } from './failure-plugin.ts';
import { yieldPlugin } from './yield-plugin.ts';
import { devEntryOf, devSectionNames } from './dev-override/entries.ts';

const singleton = (lib: unknown, version = React.version, requiredVersion = REACT_RANGE) => ({
  version,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion },
});

let federation: Promise<ModuleFederation> | undefined;

/**
 * The shell is a runtime-only federation host: it declares no remotes at build time and loads
 * the federation runtime itself on demand, so the page hydrates before that code arrives. It
 * offers its own React and React Router to every section (remotes import React, its JSX runtime
 * and the router, nothing else): a section's `<Link>` and hooks read the shell's router.
 */
function instance(): Promise<ModuleFederation> {
  federation ??= import('@module-federation/enhanced/runtime').then(({ createInstance }) =>
    createInstance({
      name: 'roo_shell',
      remotes: [],
      shared: {
        react: singleton(React),
        'react/jsx-runtime': singleton(JsxRuntime),
        'react-router': singleton(ReactRouter, REACT_ROUTER_VERSION, REACT_ROUTER_RANGE),
      },
      shareStrategy: 'loaded-first',
      plugins: [failurePlugin(), yieldPlugin()],
    }),
  );
  return federation;
}

/** Where a section's manifest is: a writer's server for a local section (`?dev=`), else its live build. */
const entryOf = (section: SectionName, pointer: RemotesPointer) => devEntryOf(section) ?? pointer.sections[section]?.manifest;

/**
 * Tells the federation runtime where each live section is, and which manifest bytes to trust;
 * `force` replaces an older build. A local section's manifest changes as its writer saves, so it
 * has no published hash to match.
 */
export async function registerSections(pointer: RemotesPointer, force = false): Promise<void> {
  for (const p of Object.values(pointer.sections)) if (p) expectedManifestHashes.set(p.manifest, p.hashes.manifest);
  const names = new Set([...(Object.keys(pointer.sections) as SectionName[]), ...devSectionNames()]);
  const remotes = [...names].map((section) => ({ name: containerName(section), entry: entryOf(section, pointer)! }));
  (await instance()).registerRemotes(remotes, { force });
}

/** The section's route table module (its page loaders). */
export async function loadRoutesModule(section: SectionName): Promise<RoutesModule> {
  const mod = await (await instance()).loadRemote<RoutesModule>(`${containerName(section)}/routes`);
  if (!mod || typeof mod.findPage !== 'function') throw new Error(`Section ${section} exposes no route table`);
  return mod;
}

/**
 * Forgets a section whose load failed, so the next attempt (Retry) fetches it afresh: the
 * federation runtime otherwise keeps answering with the first failure.
 */
export async function resetSection(section: SectionName, pointer: RemotesPointer): Promise<void> {
  const entry = entryOf(section, pointer);
  if (entry) (await instance()).registerRemotes([{ name: containerName(section), entry }], { force: true });
}
