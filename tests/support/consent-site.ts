import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@rstest/core';
import type { Browser } from 'playwright-core';
import { buildShell, type ShellBuild } from '@roo-docs/shell/node';
import { originAt } from '../../deploy/src/node/origin/origin.ts';
import { publish } from '../../deploy/src/node/publish/publish.ts';
import { createOriginServer, listen } from '../../deploy/src/node/serve/serve.ts';
import { closeServer, startFakeHost, type FakeHost } from './analytics-host.ts';
import { launchBrowser } from './browser.ts';
import { buildAllOnce, REPO_ROOT } from './site.ts';

/** The shell is configured by the environment at build time; the caller's environment is restored. */
async function buildShellWith(vars: Record<'ROO_DOCS_POSTHOG_KEY' | 'ROO_DOCS_POSTHOG_HOST', string | undefined>) {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  apply(vars);
  try {
    return await buildShell(REPO_ROOT);
  } finally {
    apply(saved);
  }
}

interface Site {
  url: string;
  dir: string;
  close(): Promise<void>;
}

/** The whole site published with this shell build, served on 127.0.0.1 (like tests/support/site.ts). */
async function publishWith(name: string, shell: ShellBuild): Promise<Site> {
  const { sections } = await buildAllOnce();
  const dir = join(REPO_ROOT, '.tmp', 'origins', `${name}-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await publish({ origin: originAt(dir), shell, sections });
  const server = createOriginServer(dir);
  const port = await listen(server, 0);
  return { url: `http://127.0.0.1:${port}`, dir, close: () => closeServer(server) };
}

export interface ConsentSite {
  /** The stand-in analytics host the shell was built to send to. */
  host: FakeHost;
  url: string;
  browser: Browser;
}

/**
 * The site published with a shell built for a fake analytics host, with or without a project key
 * (`key`), and Chromium; all set up before the file's tests and removed after them. The fields
 * are set once the `beforeAll` registered here has run.
 */
export function withConsentSite(name: string, key: string | undefined): ConsentSite {
  let host: FakeHost | undefined;
  let shell: ShellBuild | undefined;
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    await buildAllOnce(); // before the environment changes: the shared build stays key-less
    host = await startFakeHost();
    shell = await buildShellWith({ ROO_DOCS_POSTHOG_KEY: key, ROO_DOCS_POSTHOG_HOST: host.url });
    site = await publishWith(name, shell);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    if (site) await rm(site.dir, { recursive: true, force: true });
    await host?.close();
    // A keyed build names the fake host's port, so no later run can reuse it.
    if (key && shell) await rm(shell.dir, { recursive: true, force: true });
  });
  const up = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`withConsentSite('${name}'): read it inside a hook or test`);
    return value;
  };
  return {
    get host() {
      return up(host);
    },
    get url() {
      return up(site).url;
    },
    get browser() {
      return up(browser);
    },
  };
}
