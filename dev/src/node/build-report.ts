import type { Compiler, StatsError } from '@rspack/core';
import { duration, logLine } from './log.ts';

const MAX_LINES_PER_ERROR = 8;

function errorText(error: StatsError): string {
  const lines = error.message.split('\n').filter((l) => l.trim());
  return lines
    .slice(0, MAX_LINES_PER_ERROR)
    .map((l) => `  ${l}`)
    .join('\n');
}

/**
 * One line per finished build: `ready` for the first (from `started`), `rebuilt` after, each with
 * its time; errors follow it, a few lines each. Resolves `first` once the first build is done.
 */
export function reportBuilds(compiler: Compiler, label: string, started: number, readyNote = '') {
  let since = started;
  let builds = 0;
  let markFirst = () => {};
  const first = new Promise<void>((resolve) => (markFirst = resolve));
  let waiting: (() => void)[] = [];
  compiler.hooks.watchRun.tap('roo-dev-report', () => {
    if (builds > 0) since = performance.now();
  });
  compiler.hooks.done.tap('roo-dev-report', (stats) => {
    const time = duration(performance.now() - since);
    const errors = stats.hasErrors() ? (stats.toJson({ all: false, errors: true }).errors ?? []) : [];
    const verb = builds++ === 0 ? 'ready' : 'rebuilt';
    const outcome = errors.length
      ? `, ${errors.length} error${errors.length > 1 ? 's' : ''}:`
      : readyNote && verb === 'ready'
        ? ` ${readyNote}`
        : '';
    logLine(`${label} ${verb} in ${time}${outcome}`);
    for (const error of errors) process.stdout.write(`${errorText(error)}\n`);
    markFirst();
    const resolved = waiting;
    waiting = [];
    for (const resolve of resolved) resolve();
  });
  return { first, next: () => new Promise<void>((resolve) => waiting.push(resolve)) };
}
