import { fileURLToPath } from 'node:url';
import { buildMcpBundle } from './build.ts';

// `npm run build -w @roo-docs/mcp`: the publish folder, mcp/dist/, ready for `npm pack` or `npm publish`.
const mcpDir = fileURLToPath(new URL('../../..', import.meta.url));
const started = performance.now();
buildMcpBundle(mcpDir).then(
  ({ outDir, bytes, gzipBytes, version }) => {
    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`@roo-docs/mcp ${version} in ${outDir}: ${kib(bytes)} (${kib(gzipBytes)} gzipped), ${seconds} s`);
  },
  (error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
