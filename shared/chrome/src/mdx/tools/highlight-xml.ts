/**
 * The tool calls are XML-like text rendered from data at page render time, where Shiki (which
 * colours the fenced blocks at build time) is not loaded. This tokenizer covers what the calls
 * use (tags, attributes, quoted values, CDATA) and gives each token the colours Shiki's xml
 * grammar gives it in the site's two themes; highlight-xml.test.ts compares the two.
 */
export type XmlTokenKind = 'plain' | 'tag' | 'attribute' | 'string' | 'cdata';

export interface XmlToken {
  kind: XmlTokenKind;
  text: string;
}

/** github-light / github-dark-default colours of each kind, as Shiki writes them. */
export const XML_TOKEN_COLOURS: Record<XmlTokenKind, { light: string; dark: string }> = {
  plain: { light: '#24292E', dark: '#E6EDF3' },
  tag: { light: '#22863A', dark: '#7EE787' },
  attribute: { light: '#6F42C1', dark: '#79C0FF' },
  string: { light: '#032F62', dark: '#A5D6FF' },
  cdata: { light: '#032F62', dark: '#A5D6FF' },
};

const TAG_NAME = /^[A-Za-z_][\w.:-]*/;
const ATTRIBUTE = /^\s+[A-Za-z_][\w.:-]*/;
const QUOTED = /^"[^"]*"|^'[^']*'/;

/** Tokens of the whole text; neighbours of one kind are merged. */
export function tokenizeXml(code: string): XmlToken[] {
  const tokens: XmlToken[] = [];
  const push = (kind: XmlTokenKind, text: string) => {
    const last = tokens.at(-1);
    if (last && last.kind === kind) last.text += text;
    else if (text) tokens.push({ kind, text });
  };
  let i = 0;
  while (i < code.length) {
    const rest = code.slice(i);
    if (rest.startsWith('<![CDATA[')) {
      const end = rest.indexOf(']]>');
      const length = end === -1 ? rest.length : end + 3;
      push('cdata', rest.slice(0, length));
      i += length;
      continue;
    }
    const opener = /^<\/?/.exec(rest)?.[0] ?? '';
    const name = opener ? TAG_NAME.exec(rest.slice(opener.length))?.[0] : undefined;
    if (!name) {
      push('plain', code[i]!);
      i += 1;
      continue;
    }
    push('plain', opener);
    push('tag', name);
    i += opener.length + name.length;
    // Inside the tag: attributes and their values until the closing bracket.
    for (;;) {
      const inside = code.slice(i);
      const attribute = ATTRIBUTE.exec(inside)?.[0];
      if (attribute) {
        push('attribute', attribute);
        i += attribute.length;
        continue;
      }
      if (inside.startsWith('=')) {
        push('plain', '=');
        i += 1;
        const value = QUOTED.exec(code.slice(i))?.[0];
        if (value) {
          push('string', value);
          i += value.length;
        }
        continue;
      }
      break;
    }
  }
  return tokens;
}

/** The tokens cut at line breaks, one array per line (a line may be empty). */
export function tokenizeXmlLines(code: string): XmlToken[][] {
  const lines: XmlToken[][] = [[]];
  for (const token of tokenizeXml(code)) {
    token.text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part) lines.at(-1)!.push({ kind: token.kind, text: part });
    });
  }
  return lines;
}
