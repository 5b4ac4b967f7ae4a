import { beforeAll, describe, expect, test } from '@rstest/core';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

// The repository's own eslint.config.js, run on code that is not in the repository.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

// Loading the config and the TypeScript parser takes seconds on a busy machine; each probe then takes milliseconds.
beforeAll(async () => {
  await eslint.lintText('', { filePath: 'shell/src/shared/warm.ts' });
}, 120_000);

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('floors', () => {
  test('a package does not import one on a higher floor, by name or by path', async () => {
    expect(await refusals('shared/schemas/src/probe.ts', "import '@roo-docs/search-worker/client';")).toEqual([
      expect.stringContaining('search-worker is on a higher floor'),
    ]);
    expect(await refusals('shared/search-index/src/probe.ts', "import '../../schemas/src/index.ts';")).toEqual([
      expect.stringContaining('shared/schemas is on a higher floor'),
    ]);
    expect(await refusals('shared/section-build/src/node/probe.ts', "import '@roo-docs/shell/node';")).toHaveLength(1);
    // The build kit serves the shell and the section build alike: it never reaches into the section build.
    expect(await refusals('shared/build-kit/src/node/probe.ts', "import '@roo-docs/section-build';")).toEqual([
      expect.stringContaining('shared/section-build is on a higher floor'),
    ]);
    expect(
      await refusals('shared/build-kit/src/node/probe.ts', "import '../../../section-build/src/node/mdx/pipeline.ts';"),
    ).toHaveLength(1);
    expect(await refusals('search-worker/bench/probe.ts', "import '@roo-docs/remote-features';")).toHaveLength(1);
  });

  test('the page chrome imports neither the MDX kit nor embed; the kit imports chrome, embed both', async () => {
    expect(await refusals('shared/chrome/src/layout/probe.tsx', "import '@roo-docs/mdx-kit';")).toEqual([
      expect.stringContaining('shared/mdx-kit is on a higher floor'),
    ]);
    expect(
      await refusals('shared/chrome/src/probe.ts', "import '@roo-docs/embed/parcel'; import '../../embed/src/parcel/links.ts';"),
    ).toEqual([
      expect.stringContaining('shared/embed is on a higher floor'),
      expect.stringContaining('shared/embed is on a higher floor'),
    ]);
    expect(await refusals('shared/mdx-kit/src/probe.ts', "import '@roo-docs/embed/parcel';")).toHaveLength(1);
    expect(
      await refusals('shared/mdx-kit/src/probe.ts', "import '@roo-docs/chrome'; import '@roo-docs/schemas/config';"),
    ).toEqual([]);
    expect(
      await refusals(
        'shared/embed/src/parcel/probe.ts',
        "import '@roo-docs/chrome/styles/theme.css?raw'; import '@roo-docs/mdx-kit/asset-url'; import '@roo-docs/schemas/contract';",
      ),
    ).toEqual([]);
  });

  test('imports down or across a floor pass, and tests may reach anywhere', async () => {
    expect(
      await refusals('deploy/src/node/probe.ts', "import '@roo-docs/shell/node'; import '@roo-docs/remote-update-notes';"),
    ).toEqual([]);
    expect(
      await refusals(
        'shared/section-build/src/node/probe.ts',
        "import '@roo-docs/search-index'; import '@roo-docs/chrome'; import '@roo-docs/build-kit';",
      ),
    ).toEqual([]);
    expect(
      await refusals('search-worker/src/runtime/probe.test.ts', "import '../../../shared/section-build/src/node/index.ts';"),
    ).toEqual([]);
  });
});

describe('browser code', () => {
  test('imports no Node built-in and no Node-only module', async () => {
    const browser = [
      'shell/src/shared/probe.tsx',
      'search-worker/src/runtime/probe.ts',
      'shared/chrome/src/probe.ts',
      'shared/mdx-kit/src/probe.ts',
      'shared/embed/src/parcel/probe.ts',
    ];
    for (const file of browser) {
      expect(await refusals(file, "import { readFileSync } from 'node:fs'; readFileSync('x');")).toHaveLength(1);
      expect(await refusals(file, "import { f } from '../node/f.ts'; f();")).toHaveLength(1);
    }
    for (const nodeOnly of ['@roo-docs/build-kit', '@roo-docs/section-build', '@roo-docs/inventory']) {
      expect(await refusals('shell/src/runtime/probe.ts', `import '${nodeOnly}';`)).toEqual([
        expect.stringContaining('does not import Node code'),
      ]);
    }
  });

  test('may import Node code for its types only; Node code imports what it likes', async () => {
    expect(await refusals('shell/src/shared/probe.ts', "import type { F } from '../node/f.ts'; export type G = F;")).toEqual([]);
    expect(await refusals('shell/src/node/probe.ts', "import { readFileSync } from 'node:fs'; readFileSync('x');")).toEqual([]);
  });
});
