import { whenIdle } from './when-idle.ts';

const SOON = { timeoutMs: 1000, fallbackMs: 0 };

/**
 * Inserts the late stylesheets (the `<link>`s of `markup`) one at a time, each once the browser is
 * idle and the one before has loaded, so each style pass they cause stays short. (Their icons are
 * cells of one SVG sprite, parsed once when it arrives; see chrome's icon-paint/icons.svg.)
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
