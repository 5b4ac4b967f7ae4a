#!/usr/bin/env node
// The deploy command line. The sources are TypeScript run through jiti, as every build tool here
// is (tsx's esbuild helpers corrupt the runtime code Module Federation prints from its functions).
import nodeModule from 'node:module';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

nodeModule.enableCompileCache?.();
// The server bundles of live builds (the shell's and each section's) leave React and React Router
// to Node, one copy for all of them, and Node looks for a package from the bundle's folder up. An
// origin outside this checkout (SITE_DIR=/srv/docs) has no node_modules above it: Node is told to
// look in the checkout's as well, where an origin inside it finds the very same files. The forked
// server workers inherit the variable.
const checkoutModules = fileURLToPath(new URL('../../node_modules', import.meta.url));
process.env.NODE_PATH = [checkoutModules, ...(process.env.NODE_PATH ?? '').split(delimiter).filter(Boolean)].join(delimiter);
nodeModule._initPaths();
await createJiti(import.meta.url).import(new URL('../src/node/cli/main.ts', import.meta.url).pathname);
