import { useEffect } from 'react';

/** The navbar's search input, whether or not the box's own code has arrived. */
export const SEARCH_INPUT_SELECTOR = '.navbar .search-box input';

/**
 * Ctrl/Cmd+K anywhere on the page focuses the search box. It lives apart from the box's code,
 * which loads after the page is interactive, so the shortcut works from the first moment.
 */
export function useFocusShortcut(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        const input = document.querySelector<HTMLInputElement>(SEARCH_INPUT_SELECTOR);
        if (!input) return;
        e.preventDefault();
        input.focus();
        input.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
