// One more process answering on the embedded server's listening socket (forked by serve-workers.ts).
import type { Server as NetServer } from 'node:net';
import { folderMcp } from './mcp-mount.ts';
import { createOriginServer } from './serve.ts';
import { logFault } from './serve-errors.ts';

const [root, flag] = process.argv.slice(2);
if (!root || !process.send) throw new Error('serve-worker is forked by serve-workers.ts with the site folder');

// Every process on the socket answers /mcp too when the primary does (the endpoint is stateless).
const server = createOriginServer(root, {}, flag === '--mcp' ? { mcp: await folderMcp(root) } : {});
process.on('message', (message: unknown, handle?: NetServer) => {
  if (message !== 'serve' || !handle) return;
  server.listen(handle, () => process.send?.('serving'));
  server.on('error', (error) => logFault('worker socket', error));
});
// The primary gone (stopped, or killed), nothing hands this process work any more.
process.on('disconnect', () => process.exit(0));
process.send('ready');
