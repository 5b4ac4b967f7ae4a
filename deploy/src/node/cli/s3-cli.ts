import type { SectionName } from '@roo-docs/schemas';
import { DOCS_MCP_HTTP_PATH, DOCS_MCP_SERVER_NAME } from '@roo-docs/schemas/contract';
import type { PruneOptions } from '../origin/prune.ts';
import { describeLocation } from '../s3/location.ts';
import { s3Prune } from '../s3/s3-prune.ts';
import { s3Repair, s3Rollback } from '../s3/s3-commands.ts';
import type { S3Site } from '../s3/s3-site.ts';
import { createEdgeServer } from '../s3/edge/edge-server.ts';
import { listen } from '../serve/serve.ts';
import { edgeMcp } from '../serve/mcp-mount.ts';

/** The commands whose object-storage form differs from the folder's (the rest go through onOrigin). */
export const s3Command = {
  rollback: (site: S3Site, section: SectionName) => s3Rollback(site, section),
  async repair(site: S3Site) {
    for (const line of await s3Repair(site)) console.log(line);
    console.log(
      `${describeLocation(site.location)} is consistent (uploads of commands that never switched are reclaimed by prune)`,
    );
  },
  prune: (site: S3Site, options: PruneOptions) => s3Prune(site.store, options),
};

/** `serve` and `npm start` on a bucket: one edge on PORT (default 4173); `serve --mcp` adds `/mcp`. */
export async function serveObjectStore(site: S3Site, options: { mcp?: boolean } = {}): Promise<void> {
  const wanted = Number(process.env.PORT ?? 4173);
  let port = wanted;
  // The endpoint reads the site through this very edge, on the address it listens on.
  const host = (process.env.HOST ?? '127.0.0.1').replace(/^(0\.0\.0\.0|::)$/, '127.0.0.1');
  const mcp = options.mcp ? await edgeMcp(() => `http://${host.includes(':') ? `[${host}]` : host}:${port}`) : undefined;
  const server = createEdgeServer(site.store, {
    pointerTtlMs: Number(process.env.ROO_DOCS_POINTER_TTL_MS ?? 1000),
    ...(mcp ? { mcp } : {}),
  });
  try {
    port = await listen(server, wanted, process.env.HOST ?? '127.0.0.1');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new Error(`Port ${wanted} is already in use. Stop that server, or choose a port: PORT=8080`, { cause: error });
  }
  console.log(
    `Serving ${describeLocation(site.location)} at http://${process.env.HOST ?? '127.0.0.1'}:${port}/  (Ctrl+C stops the server)`,
  );
  if (mcp)
    console.log(`MCP server ${DOCS_MCP_SERVER_NAME} at http://${process.env.HOST ?? '127.0.0.1'}:${port}${DOCS_MCP_HTTP_PATH}`);
}
