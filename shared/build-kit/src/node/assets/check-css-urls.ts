import postcss from 'postcss';
import valueParser from 'postcss-value-parser';

export interface CssUrl {
  url: string;
  line: number;
  column: number;
}

/** Every `url(…)` a stylesheet names, with where it is written (declarations and at-rules). */
export function cssUrls(css: string, file: string): CssUrl[] {
  const found: CssUrl[] = [];
  const collect = (value: string, line: number, column: number) => {
    valueParser(value).walk((node) => {
      if (node.type !== 'function' || node.value.toLowerCase() !== 'url') return;
      const inner = node.nodes[0];
      if (inner) found.push({ url: inner.value.trim(), line, column });
    });
  };
  const root = postcss.parse(css, { from: file });
  root.walkDecls((decl) => collect(decl.value, decl.source?.start?.line ?? 0, decl.source?.start?.column ?? 0));
  root.walkAtRules((rule) => collect(rule.params, rule.source?.start?.line ?? 0, rule.source?.start?.column ?? 0));
  return found;
}
