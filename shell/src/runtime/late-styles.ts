import { whenIdle } from './when-idle.ts';

const SOON = { timeoutMs: 1000, fallbackMs: 0 };

/**
 * Inserts the late stylesheets (the `<link>`s of `markup`) one at a time, each once the browser is
 * idle and the one before has loaded. Each icon is a small SVG document the browser parses in the
 * style pass after its sheet arrives: all at once, that pass was a task of 10-18 ms here (four
 * times longer on a phone), lengthening hydration's last one; one sheet at a time, each stays short.
 */
export function insertLateStyles(markup: string): void {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const links = [...template.content.querySelectorAll('link')];
  const next = () => {
    const link = links.shift();
    if (!link) return;
    link.addEventListener('load', () => whenIdle(next, SOON), { once: true });
    link.addEventListener('error', () => whenIdle(next, SOON), { once: true });
    document.head.append(link);
  };
  whenIdle(next, SOON);
}
