#!/usr/bin/env node
// The docs' MCP server. Its sources are TypeScript run through jiti, as the repository's other
// commands are. stdout carries the protocol on stdio: every message of ours goes to stderr.
import nodeModule from 'node:module';
import { createJiti } from 'jiti';

nodeModule.enableCompileCache?.();
const { main } = await createJiti(import.meta.url).import(new URL('../src/node/cli.ts', import.meta.url).pathname);
main(process.argv.slice(2)).catch((error) => {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
