// Regenerates the model catalogue (shared/assistant-schemas/src/models/data/*.json) from the extension's
// own model definitions, so the docs' tables carry exactly what Roo Code 3.28.17 shipped.
//
// Source: RooCodeInc/Roo-Code at tag v3.28.17, packages/types/src/providers/*.ts, read from a bare
// mirror with `git show` (never a later commit). The files are plain TypeScript object literals;
// they are transpiled with the TypeScript compiler from node_modules and imported, so spreads and
// references between files (claude-code reuses anthropic) resolve as they did in the extension.
//
//   npx jiti scripts/generate-model-catalogue.ts [path/to/Roo-Code bare repo]
//
// Every written file is validated against the site's ModelInfo schema first; nothing is written
// when one entry breaks it.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format } from 'prettier';
import ts from 'typescript';
import { checkProviderCatalogue, type ProviderCatalogue } from '@roo-docs/assistant-schemas';

const REPO = process.argv[2] ?? '/work/.mirror/RooCodeInc+Roo-Code/repo';
const TAG = 'v3.28.17';
const DIR = 'packages/types/src/providers';
const OUT = join(import.meta.dirname, '../shared/assistant-schemas/src/models/data');

// Export of the extension → catalogue key (the site's provider id). Providers whose list is fetched
// live (io-intelligence, vscode-lm keep only a fallback list in these files) are left out on purpose.
const EXPORTS: Record<string, { file: string; key: string; defaultExport: string }> = {
  anthropicModels: { file: 'anthropic', key: 'anthropic', defaultExport: 'anthropicDefaultModelId' },
  bedrockModels: { file: 'bedrock', key: 'bedrock', defaultExport: 'bedrockDefaultModelId' },
  cerebrasModels: { file: 'cerebras', key: 'cerebras', defaultExport: 'cerebrasDefaultModelId' },
  chutesModels: { file: 'chutes', key: 'chutes', defaultExport: 'chutesDefaultModelId' },
  claudeCodeModels: { file: 'claude-code', key: 'claude-code', defaultExport: 'claudeCodeDefaultModelId' },
  deepSeekModels: { file: 'deepseek', key: 'deepseek', defaultExport: 'deepSeekDefaultModelId' },
  doubaoModels: { file: 'doubao', key: 'doubao', defaultExport: 'doubaoDefaultModelId' },
  featherlessModels: { file: 'featherless', key: 'featherless', defaultExport: 'featherlessDefaultModelId' },
  fireworksModels: { file: 'fireworks', key: 'fireworks', defaultExport: 'fireworksDefaultModelId' },
  geminiModels: { file: 'gemini', key: 'gemini', defaultExport: 'geminiDefaultModelId' },
  groqModels: { file: 'groq', key: 'groq', defaultExport: 'groqDefaultModelId' },
  mistralModels: { file: 'mistral', key: 'mistral', defaultExport: 'mistralDefaultModelId' },
  moonshotModels: { file: 'moonshot', key: 'moonshot', defaultExport: 'moonshotDefaultModelId' },
  openAiNativeModels: { file: 'openai', key: 'openai-native', defaultExport: 'openAiNativeDefaultModelId' },
  qwenCodeModels: { file: 'qwen-code', key: 'qwen-code', defaultExport: 'qwenCodeDefaultModelId' },
  rooModels: { file: 'roo', key: 'roo', defaultExport: 'rooDefaultModelId' },
  sambaNovaModels: { file: 'sambanova', key: 'sambanova', defaultExport: 'sambaNovaDefaultModelId' },
  vertexModels: { file: 'vertex', key: 'vertex', defaultExport: 'vertexDefaultModelId' },
  xaiModels: { file: 'xai', key: 'xai', defaultExport: 'xaiDefaultModelId' },
  internationalZAiModels: { file: 'zai', key: 'zai', defaultExport: 'internationalZAiDefaultModelId' },
  mainlandZAiModels: { file: 'zai', key: 'zai-china', defaultExport: 'mainlandZAiDefaultModelId' },
};

const git = (...args: string[]) => execFileSync('git', ['-C', REPO, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });

async function transpileProviders(work: string) {
  await writeFile(join(work, 'package.json'), '{"type":"module"}');
  const files = git('ls-tree', '--name-only', `${TAG}:${DIR}`)
    .split('\n')
    .filter((f) => f.endsWith('.ts'));
  for (const name of files) {
    const source = git('show', `${TAG}:${DIR}/${name}`);
    const { outputText, diagnostics } = ts.transpileModule(source, {
      fileName: name,
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    if (diagnostics?.length)
      throw new Error(`${DIR}/${name}: ${ts.flattenDiagnosticMessageText(diagnostics[0]!.messageText, '\n')}`);
    await writeFile(join(work, name.replace(/\.ts$/, '.js')), outputText);
  }
}

// Gemini's last price tier reads `contextWindow: Infinity` ("every prompt above the previous tier").
// JSON has no Infinity and the schema wants a number, so that tier ends at the model's own window.
function withFiniteTiers(info: Record<string, unknown>) {
  const tiers = info.tiers as { contextWindow: number }[] | undefined;
  if (!tiers) return info;
  const window = info.contextWindow as number;
  return { ...info, tiers: tiers.map((t) => (Number.isFinite(t.contextWindow) ? t : { ...t, contextWindow: window })) };
}

async function main() {
  const commit = git('rev-list', '-n', '1', TAG).trim();
  const work = await mkdtemp(join(tmpdir(), 'roo-models-'));
  try {
    await transpileProviders(work);
    const catalogues: ProviderCatalogue[] = [];
    for (const [exportName, { file, key, defaultExport }] of Object.entries(EXPORTS)) {
      const mod = (await import(pathToFileURL(join(work, `${file}.js`)).href)) as Record<string, unknown>;
      const all = mod[exportName] as Record<string, Record<string, unknown>> | undefined;
      if (!all) throw new Error(`${DIR}/${file}.ts at ${TAG} has no export ${exportName}`);
      // The extension hides deprecated models from its pickers; the docs list what a reader can choose.
      const hidden = Object.keys(all).filter((id) => all[id]!.deprecated === true);
      const models = Object.fromEntries(
        Object.entries(all)
          .filter(([id]) => !hidden.includes(id))
          .map(([id, info]) => [id, withFiniteTiers(info)]),
      );
      catalogues.push(
        checkProviderCatalogue({
          provider: key,
          source: `${DIR}/${file}.ts#${exportName}`,
          defaultModelId: mod[defaultExport],
          hidden,
          models,
        }),
      );
    }
    await mkdir(OUT, { recursive: true });
    for (const c of catalogues) {
      const target = join(OUT, `${c.provider}.json`);
      await writeFile(`${target}.tmp`, await format(JSON.stringify(c), { parser: 'json' }));
      await rename(`${target}.tmp`, target);
    }
    console.log(
      `${catalogues.length} providers, ${catalogues.reduce((n, c) => n + Object.keys(c.models).length, 0)} models from ${TAG} (${commit.slice(0, 10)})`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
