/** What a key does in an open menu (WAI-ARIA menu button pattern): move focus, close, or nothing. */
export type MenuMove = { focus: number } | { close: 'return-focus' | 'leave-focus' } | { activate: true } | null;

/**
 * The key's effect in an open menu of `count` items whose item `index` has focus: arrows move
 * (wrapping), Home and End jump, Escape closes and gives focus back to the button, Tab closes and
 * lets focus move on, Enter and Space activate the item (not every item is a link, which would
 * take Enter by itself; a link activated so opens as if clicked).
 */
export function menuMove(key: string, index: number, count: number): MenuMove {
  switch (key) {
    case 'ArrowDown':
      return { focus: (index + 1) % count };
    case 'ArrowUp':
      return { focus: (index - 1 + count) % count };
    case 'Home':
      return { focus: 0 };
    case 'End':
      return { focus: count - 1 };
    case 'Escape':
      return { close: 'return-focus' };
    case 'Tab':
      return { close: 'leave-focus' };
    case 'Enter':
    case ' ':
      return { activate: true };
    default:
      return null;
  }
}

/** Which item a key on the closed menu's button opens it at: the first, or the last for ArrowUp. */
export function openingFocus(key: string, count: number): number | null {
  if (key === 'ArrowDown' || key === 'Enter' || key === ' ') return 0;
  if (key === 'ArrowUp') return count - 1;
  return null;
}
