import { useLayoutEffect, type RefObject } from 'react';

/**
 * While the fixed banner shows, the page gets as much room below its end as the banner is tall,
 * so the last lines of a page (the footer, its links) can scroll above the banner instead of
 * staying hidden under it until the reader decides.
 */
export function useReserveSpace(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const banner = ref.current;
    if (!active || !banner) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    const apply = () => {
      body.style.paddingBottom = `${banner.offsetHeight}px`;
    };
    apply();
    // The banner wraps onto more lines on narrow screens and when text is enlarged.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = before;
    };
  }, [ref, active]);
}
