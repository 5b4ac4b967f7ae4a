// @ts-check
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devServerBundleConfig } from './bundle-config.mjs';

/** Bumped when what a bundle records or how it is built changes shape. */
const FORMAT = 1;
/** Bundles left by earlier builds are removed once this old: a dev server started from one may still read its chunks. */
const KEEP_OLD_MS = 24 * 60 * 60 * 1000;

/**
 * @typedef {[path: string, size: number, mtimeMs: number]} InputStamp
 * @typedef {{ format: number; node: string; bundle: string; inputs: InputStamp[] }} BundleRecord
 */

/** @param {string} file @returns {Promise<InputStamp | null>} */
async function stamp(file) {
  const s = await stat(file).catch(() => null);
  return s ? [file, s.size, s.mtimeMs] : null;
}

/** @param {string} recordFile @returns {Promise<BundleRecord | null>} */
async function readRecord(recordFile) {
  try {
    return JSON.parse(await readFile(recordFile, 'utf8'));
  } catch {
    return null; // none yet, or cut short: build again
  }
}

/** The record's bundle if every file it was built from is as it was then. @param {BundleRecord | null} record @param {string} cacheDir */
async function stillCurrent(record, cacheDir) {
  if (!record || record.format !== FORMAT || record.node !== process.version) return null;
  const bundle = join(cacheDir, record.bundle);
  const [built, ...now] = await Promise.all([stamp(bundle), ...record.inputs.map(([file]) => stamp(file))]);
  const same = now.every((s, i) => s && s[1] === record.inputs[i]?.[1] && s[2] === record.inputs[i]?.[2]);
  return built && same ? bundle : null; // a bundle removed by hand is built again
}

/** @param {import('@rspack/core').RspackOptions} config @returns {Promise<string[]>} the files it was built from */
async function runBuild(config) {
  const { rspack } = await import('@rspack/core');
  const stats = await new Promise((resolve, reject) => rspack(config, (error, s) => (error || !s ? reject(error) : resolve(s))));
  // A warning here is code the bundle would run differently from its source (a path computed
  // from the bundle's own folder, an import it cannot follow): refuse it rather than run it.
  if (stats.hasErrors() || stats.hasWarnings())
    throw new Error(`The dev server's own code did not bundle:\n${stats.toString({ all: false, errors: true, warnings: true })}`);
  return [...stats.compilation.fileDependencies];
}

/** @param {string} cacheDir @param {string} keep */
async function removeOldBuilds(cacheDir, keep) {
  const names = await readdir(cacheDir).catch(() => []);
  for (const name of names.filter((n) => n.startsWith('build-') && n !== keep)) {
    const s = await stat(join(cacheDir, name)).catch(() => null);
    if (s && Date.now() - s.mtimeMs > KEEP_OLD_MS) await rm(join(cacheDir, name), { recursive: true, force: true });
  }
}

/** Where the bundles and their record are kept (a fresh clone has no such folder). @param {string} repoRoot */
export const devServerBundleDir = (repoRoot) => join(repoRoot, 'node_modules', '.cache', 'roo-docs', 'dev-server');

/**
 * The dev server's code as one CommonJS file, built again only when a file it is made of (or the
 * lock file, or this launcher) changed: Node then loads one file instead of compiling some 330
 * TypeScript modules through jiti on every start (bench/RESULTS.md, "The cold start").
 * @param {string} repoRoot
 * @param {string} entry the dev server's command line (TypeScript)
 * @param {string} [cacheDir] where bundles and their record are kept
 * @returns {Promise<string>} the bundle's path
 */
export async function devServerBundle(repoRoot, entry, cacheDir = devServerBundleDir(repoRoot)) {
  const recordFile = join(cacheDir, 'current.json');
  const current = await stillCurrent(await readRecord(recordFile), cacheDir);
  if (current) return current;
  const name = `build-${createHash('sha256').update(`${process.pid}-${Date.now()}`).digest('hex').slice(0, 12)}`;
  const outDir = join(cacheDir, name);
  const used = await runBuild(devServerBundleConfig({ repoRoot, entry, outDir }));
  const own = used.filter((f) => f.startsWith(repoRoot + sep) && !relative(repoRoot, f).split(sep).includes('node_modules'));
  const launcher = [fileURLToPath(import.meta.url), fileURLToPath(new URL('./bundle-config.mjs', import.meta.url))];
  const inputs = await Promise.all([...own, ...launcher, join(repoRoot, 'package-lock.json')].map(stamp));
  /** @type {BundleRecord} */
  const record = {
    format: FORMAT,
    node: process.version,
    bundle: join(name, 'dev-server.cjs'),
    inputs: inputs.filter((s) => s !== null),
  };
  await mkdir(cacheDir, { recursive: true });
  const partial = `${recordFile}.${process.pid}`;
  await writeFile(partial, JSON.stringify(record));
  await rename(partial, recordFile);
  await removeOldBuilds(cacheDir, name);
  return join(outDir, 'dev-server.cjs');
}
