import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { NGINX_SITE_CONF } from '@roo-docs/deploy';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });
}

/**
 * A private nginx on loopback serving `root` with deploy's shipped nginx rules (NGINX_SITE_CONF): its own
 * prefix, pid and temp folders, no system service involved.
 */
let started = 0;

export async function startNginx(
  repoRoot: string,
  root: string,
  workers = 2,
  /** In place of serving `root` with the site rules: another server block body, and http-level lines it needs (`$prefix` is the server's folder). */
  custom?: { http: string; server: string },
): Promise<{ url: string; pid: number; errorLog: string; stop: () => void } | null> {
  if (!existsSync(NGINX)) return null;
  let output = '';
  // One prefix per server, so two servers of one test process never share (or remove) an error log.
  const prefix = join(repoRoot, '.tmp', `bench-nginx-${process.pid}-${++started}`);
  await rm(prefix, { recursive: true, force: true });
  await mkdir(join(prefix, 'temp'), { recursive: true });
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/temp/${t};`);
  const conf = [
    process.getuid?.() === 0 ? 'user root;' : '',
    `worker_processes ${workers};`,
    `error_log ${prefix}/error.log warn;`,
    `pid ${prefix}/nginx.pid;`,
    'events { worker_connections 4096; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...temp,
    ...(custom ? [custom.http.replaceAll('$prefix', prefix)] : []),
    `  server { listen 127.0.0.1:${port}; ${custom ? custom.server.replaceAll('$prefix', prefix) : `root ${root}; include ${NGINX_SITE_CONF};`} }`,
    '}',
  ].join('\n');
  await writeFile(join(prefix, 'nginx.conf'), conf);
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (d) => (output += String(d)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output}`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return { url, pid: child.pid!, errorLog: join(prefix, 'error.log'), stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`nginx did not answer at ${url}:\n${output}`);
}
