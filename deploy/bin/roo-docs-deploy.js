#!/usr/bin/env node
// The deploy command line. The sources are TypeScript run through jiti, as every build tool here
// is (tsx's esbuild helpers corrupt the runtime code Module Federation prints from its functions).
import nodeModule from 'node:module';
import { createJiti } from 'jiti';

nodeModule.enableCompileCache?.();
await createJiti(import.meta.url).import(new URL('../src/node/cli/main.ts', import.meta.url).pathname);
