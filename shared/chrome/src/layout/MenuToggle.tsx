import { useCallback, useEffect, useState } from 'react';

const DESKTOP = '(min-width: 997px)';

function setOpenState(open: boolean) {
  const html = document.documentElement;
  if (!open) {
    html.removeAttribute('data-menu');
    return;
  }
  // Pages with a docs sidebar slide it in; others slide in the main links.
  html.setAttribute('data-menu', document.querySelector('.doc-layout .sidebar') ? 'sidebar' : 'links');
}

/**
 * The mobile menu button (below 996 px). It closes when the window grows past the breakpoint,
 * on back or forward navigation, after a link in the menu is followed, and on Escape.
 */
export function MenuToggle() {
  const [open, setOpen] = useState(false);
  const change = useCallback((next: boolean) => {
    setOpen(next);
    setOpenState(next);
  }, []);
  useEffect(() => {
    if (!open) return;
    const media = window.matchMedia(DESKTOP);
    const close = () => change(false);
    const onWidth = () => media.matches && close();
    const onClick = (e: MouseEvent) =>
      (e.target as Element | null)?.closest?.('.sidebar a[href], .navbar-links a[href]') && close();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    media.addEventListener('change', onWidth);
    window.addEventListener('popstate', close);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      media.removeEventListener('change', onWidth);
      window.removeEventListener('popstate', close);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, change]);
  return (
    <button
      type="button"
      className="menu-toggle"
      aria-label={open ? 'Close navigation menu' : 'Open navigation menu'}
      aria-expanded={open}
      onClick={() => change(!open)}
    >
      <span aria-hidden="true">{open ? '✕' : '☰'}</span>
    </button>
  );
}
