#!/usr/bin/env node
// The docs' MCP server from its TypeScript sources, run through jiti as the repository's other
// commands are. The published package runs the same entry bundled (`npm run build -w @roo-docs/mcp`).
import nodeModule from 'node:module';
import { createJiti } from 'jiti';

nodeModule.enableCompileCache?.();
await createJiti(import.meta.url).import(new URL('../src/node/run.ts', import.meta.url).pathname);
