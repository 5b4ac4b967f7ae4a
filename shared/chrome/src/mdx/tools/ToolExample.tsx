import { Fragment, type CSSProperties } from 'react';
import { CodeBlock } from '../CodeBlock.tsx';
import { tokenizeXmlLines, XML_TOKEN_COLOURS } from './highlight-xml.ts';
import { formOrThrow, toolOrThrow } from './lookup.ts';

// The same frame Shiki gives fenced blocks, so the site's code styles and theme switch apply.
const FRAME_STYLE = {
  '--shiki-light': '#24292e',
  '--shiki-dark': '#e6edf3',
  '--shiki-light-bg': '#fff',
  '--shiki-dark-bg': '#0d1117',
} as CSSProperties;

/** A tool's example call from the catalogue, highlighted like the page's fenced XML blocks. */
export function ToolExample({ tool, form, title }: { tool: string; form?: string; title?: string }) {
  const entry = toolOrThrow(tool, 'ToolExample');
  const example = form ? formOrThrow(entry, form, 'ToolExample').example : entry.example;
  const lines = tokenizeXmlLines(example);
  return (
    <CodeBlock
      className="shiki shiki-themes github-light github-dark-default"
      style={FRAME_STYLE}
      data-language="xml"
      data-title={title ?? `${entry.name} call`}
    >
      <code className="language-xml">
        {lines.map((line, i) => (
          <Fragment key={i}>
            <span className="line">
              {line.map((token, j) => {
                const colour = XML_TOKEN_COLOURS[token.kind];
                const style = { '--shiki-light': colour.light, '--shiki-dark': colour.dark } as CSSProperties;
                return (
                  <span key={j} style={style}>
                    {token.text}
                  </span>
                );
              })}
            </span>
            {i < lines.length - 1 ? '\n' : null}
          </Fragment>
        ))}
      </code>
    </CodeBlock>
  );
}
