import { useEffect, useState } from 'react';

/**
 * The navbar slides away while the reader scrolls down and returns on any scroll up (docs/site-behaviour.md, Chrome).
 * Near the top, while the mobile menu is open or focus is inside the navbar, it stays.
 */
export function useHideOnScroll(threshold = 8): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const busy =
          document.documentElement.hasAttribute('data-menu') ||
          document.querySelector('.navbar')?.contains(document.activeElement);
        if (y < 80 || busy) setHidden(false);
        else if (y > last + threshold) setHidden(true);
        else if (y < last - threshold) setHidden(false);
        last = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return hidden;
}
