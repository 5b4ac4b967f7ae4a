import { describe, expect, test } from '@rstest/core';
import { codeToTokens } from 'shiki';
import { TOOL_CATALOGUE } from '@roo-docs/schemas/tools';
import { tokenizeXml, tokenizeXmlLines, XML_TOKEN_COLOURS } from './highlight-xml.ts';

/** Light and dark colour of every visible character, line by line, as Shiki colours the code. */
async function shikiColours(code: string): Promise<string[][]> {
  const { tokens } = await codeToTokens(code, {
    lang: 'xml',
    themes: { light: 'github-light', dark: 'github-dark-default' },
    defaultColor: false,
  });
  return tokens.map((line) =>
    line.flatMap((t) => {
      const style = t.htmlStyle as Record<string, string>;
      return [...t.content].map((ch) => (/\s/.test(ch) ? ' ' : `${style['--shiki-light']}/${style['--shiki-dark']}`));
    }),
  );
}

function ourColours(code: string): string[][] {
  return tokenizeXmlLines(code).map((line) =>
    line.flatMap((t) => {
      const c = XML_TOKEN_COLOURS[t.kind];
      return [...t.text].map((ch) => (/\s/.test(ch) ? ' ' : `${c.light}/${c.dark}`));
    }),
  );
}

const examples = TOOL_CATALOGUE.flatMap((tool) => [
  [tool.name, tool.example] as const,
  ...(tool.forms ?? []).map((f) => [`${tool.name} (${f.id})`, f.example] as const),
]);

describe('XML highlighting of tool calls', () => {
  test.each(examples)('%s is coloured as Shiki colours it', async (_name, example) => {
    expect(ourColours(example)).toEqual(await shikiColours(example));
  });

  test('tags, attributes, values and CDATA are told apart, and the text is kept whole', () => {
    const code = '<suggest mode="code">Go</suggest>\n<content><![CDATA[a < b]]></content>';
    const tokens = tokenizeXml(code);
    expect(tokens.map((t) => t.text).join('')).toBe(code);
    expect(tokens.filter((t) => t.kind === 'tag').map((t) => t.text)).toEqual(['suggest', 'suggest', 'content', 'content']);
    expect(tokens.find((t) => t.kind === 'attribute')?.text).toBe(' mode');
    expect(tokens.find((t) => t.kind === 'string')?.text).toBe('"code"');
    expect(tokens.find((t) => t.kind === 'cdata')?.text).toBe('<![CDATA[a < b]]>');
  });

  test('a bracket that opens no tag stays plain text', () => {
    expect(tokenizeXml('a <<<<<<< SEARCH b')).toEqual([{ kind: 'plain', text: 'a <<<<<<< SEARCH b' }]);
  });
});
