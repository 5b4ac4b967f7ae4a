import { useEffect } from 'react';
import { useLocation } from 'react-router';

const NAME = 'search-terms';

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Marks the search terms on the page a reader opened from search. It uses the CSS Custom
 * Highlight API: no element is added to the content, so React's view of the DOM stays true.
 */
export function HighlightTerms({ terms }: { terms: readonly string[] }) {
  const location = useLocation();
  const key = terms.join('\u0000');
  useEffect(() => {
    const registry = (globalThis as { CSS?: { highlights?: Map<string, unknown> } }).CSS?.highlights;
    if (!registry || typeof Highlight !== 'function') return;
    const words = key.split('\u0000').filter((t) => t.length > 1);
    if (!words.length) {
      registry.delete(NAME);
      return;
    }
    const pattern = new RegExp(
      words
        .map(escapeRegExp)
        .sort((a, b) => b.length - a.length)
        .join('|'),
      'gi',
    );
    const root = document.querySelector('.doc-article .markdown');
    if (!root) return;
    const ranges: Range[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && ranges.length < 500; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      for (const m of text.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        ranges.push(range);
      }
    }
    registry.set(NAME, new Highlight(...ranges));
    return () => void registry.delete(NAME);
  }, [key, location.pathname]);
  return null;
}
