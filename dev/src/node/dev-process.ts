import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './port.ts';

/** `npm run dev` as a child process: the tests and the benchmark drive it as a writer would. */
export interface DevProcess {
  url: string;
  child: ChildProcess;
  /** Every line it printed so far. */
  lines: string[];
  /** Resolves with the first line from now on (or already printed, with `seen`) that matches. */
  waitForLine(pattern: RegExp, options?: { timeoutMs?: number; seen?: boolean }): Promise<string>;
  close(): Promise<void>;
}

export interface DevProcessOptions {
  repoRoot: string;
  sections?: string[];
  /** The published site for the sections not built live, relative to the repository. */
  siteDir?: string;
  port?: number;
}

/** Starts the dev server on a free port and waits until it says the preview is served. */
export async function startDevProcess(options: DevProcessOptions): Promise<DevProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
  delete env.NODE_ENV; // the test runner's production React must not reach the dev server
  if (options.siteDir) env.SITE_DIR = options.siteDir;
  const child = spawn(process.execPath, [join(options.repoRoot, 'dev', 'bin', 'roo-docs-dev.mjs'), ...(options.sections ?? [])], {
    cwd: options.repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let listeners: ((line: string) => void)[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines.push(line);
      for (const listener of listeners) listener(line);
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  function waitForLine(pattern: RegExp, { timeoutMs = 180_000, seen = false } = {}): Promise<string> {
    const earlier = seen ? lines.find((l) => pattern.test(l)) : undefined;
    if (earlier) return Promise.resolve(earlier);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => done(new Error(`no line matching ${pattern} in ${timeoutMs} ms:\n${lines.slice(-20).join('\n')}`)),
        timeoutMs,
      );
      const listener = (line: string) => pattern.test(line) && done(null, line);
      const done = (error: Error | null, line?: string) => {
        clearTimeout(timer);
        listeners = listeners.filter((l) => l !== listener);
        if (error) reject(error);
        else resolve(line!);
      };
      listeners.push(listener);
      void exited.then(() => done(new Error(`the dev server exited:\n${lines.slice(-20).join('\n')}`)));
    });
  }

  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForLine(/Writing preview at/, { seen: true });
  } catch (error) {
    await close();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, child, lines, waitForLine, close };
}
