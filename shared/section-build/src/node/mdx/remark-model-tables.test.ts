import { describe, expect, test } from '@rstest/core';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { jsonToEstree, remarkModelTables } from './remark-model-tables.ts';

const compilePage = (body: string) =>
  compile(new VFile({ path: 'page.mdx', value: body }), { remarkPlugins: [remarkModelTables] }).then(String);

describe('remarkModelTables', () => {
  test('inlines the provider rows as a literal, without descriptions', async () => {
    const code = await compilePage('Models:\n\n<ModelTable provider="deepseek"/>\n');
    expect(code).toContain('"deepseek-reasoner"');
    expect(code).toContain('"defaultModelId": "deepseek-chat"');
    expect(code).not.toContain('description');
    expect(code).not.toMatch(/import .*models/);
  });

  test('an unknown provider fails the page, naming the expected file', async () => {
    await expect(compilePage('<ModelTable provider="nope"/>\n')).rejects.toThrow(/No model catalogue for provider 'nope'/);
  });

  test('a provider given as an expression is refused', async () => {
    await expect(compilePage('<ModelTable provider={"deepseek"}/>\n')).rejects.toThrow(/literal provider/);
  });

  test('negative numbers survive the literal', () => {
    expect(jsonToEstree(-2)).toMatchObject({ type: 'UnaryExpression', operator: '-' });
  });
});
