import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerLimits } from './serve.ts';

export interface ServeChild {
  port: number;
  pid: number;
  /** What the server wrote to stderr so far. */
  stderr(): string;
  /** Its open file descriptors now. */
  openDescriptors(): number;
  stop(): void;
}

export interface ServeChildOptions {
  /** `ulimit -n` of the child. */
  descriptorLimit?: number;
  /** Run as `nobody` when this process is root, so file permissions apply to the server. */
  unprivileged?: boolean;
  limits?: Partial<ServerLimits>;
}

/**
 * Test support: the embedded server in a process of its own, so its descriptors can be counted
 * and its limits and privileges set without touching the test's process.
 */
export async function startServeChild(root: string, options: ServeChildOptions = {}): Promise<ServeChild> {
  const jiti = new URL('../../../../node_modules/jiti/lib/jiti.mjs', import.meta.url).pathname;
  const serveTs = new URL('./serve.ts', import.meta.url).pathname;
  const script = join(root, '..', `serve-child-${process.pid}-${Date.now()}.mjs`);
  await writeFile(
    script,
    `import { createJiti } from ${JSON.stringify(jiti)};
const { createOriginServer, listen } = await createJiti(import.meta.url).import(${JSON.stringify(serveTs)});
const server = createOriginServer(${JSON.stringify(root)}, ${JSON.stringify(options.limits ?? {})});
console.log('PORT ' + (await listen(server, 0)));`,
  );
  const asNobody = options.unprivileged && process.getuid?.() === 0;
  const command = options.descriptorLimit ? `ulimit -n ${options.descriptorLimit} && exec node "$0"` : 'exec node "$0"';
  const child = spawn('bash', ['-c', command, script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, JITI_FS_CACHE: 'false' },
    ...(asNobody ? { uid: 65534, gid: 65534 } : {}),
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (d) => {
      const m = /PORT (\d+)/.exec(String(d));
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${stderr}`)));
  });
  const pid = child.pid!;
  return {
    port,
    pid,
    stderr: () => stderr,
    openDescriptors: () => readdirSync(`/proc/${pid}/fd`).length,
    stop: () => child.kill(),
  };
}
