import { execFile } from 'node:child_process';
import { copyFile, mkdir, readdir, readlink, rm, symlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './repo-root.ts';

const run = promisify(execFile);

/** Folders of installed packages a workspace keeps beside its own files (npm's nested installs). */
async function nestedModules(): Promise<string[]> {
  const { stdout } = await run('git', ['ls-files', '-z', '--', '**/package.json'], { cwd: REPO_ROOT });
  const dirs = stdout
    .split('\0')
    .filter((f) => f && f !== 'package.json')
    .map(dirname);
  const found = await Promise.all(
    dirs.map((d) =>
      readdir(join(REPO_ROOT, d, 'node_modules')).then(
        () => d,
        () => null,
      ),
    ),
  );
  return found.filter((d): d is string => d !== null);
}

/**
 * `node_modules` for the copy: each installed package a link to the repository's, except the
 * workspace links (`@roo-docs/*`), which are copied as the relative links they are, so the copy's
 * packages import the copy's workspaces. A link to the whole folder would not do: Node resolves a
 * package through its real path, and `@roo-docs/schemas` would be the repository's, not the copy's.
 */
async function linkModules(copy: string): Promise<void> {
  const from = join(REPO_ROOT, 'node_modules');
  await mkdir(join(copy, 'node_modules', '@roo-docs'), { recursive: true });
  for (const entry of await readdir(from)) {
    if (entry !== '@roo-docs') await symlink(join(from, entry), join(copy, 'node_modules', entry));
  }
  for (const entry of await readdir(join(from, '@roo-docs'))) {
    const target = await readlink(join(from, '@roo-docs', entry));
    await symlink(target, join(copy, 'node_modules', '@roo-docs', entry));
  }
  for (const dir of await nestedModules()) await symlink(join(REPO_ROOT, dir, 'node_modules'), join(copy, dir, 'node_modules'));
}

/**
 * A copy of the repository's working tree at `copy` (its tracked and new files, none it ignores:
 * no builds, no site), with the installed packages linked in rather than copied. Files are
 * copied, not hard-linked, so a test may edit the copy without touching the repository.
 */
export async function copyRepository(copy: string): Promise<string> {
  await rm(copy, { recursive: true, force: true });
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = stdout.split('\0').filter(Boolean);
  const dirs = new Set(files.map((f) => dirname(join(copy, f))));
  for (const d of dirs) await mkdir(d, { recursive: true });
  // A file listed but deleted in the working tree is left out, as a clone of that tree would.
  const copyOne = (f: string) =>
    copyFile(join(REPO_ROOT, f), join(copy, f)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  await Promise.all(files.map(copyOne));
  await linkModules(copy);
  return copy;
}
