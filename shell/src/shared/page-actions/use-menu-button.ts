import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { menuMove, openingFocus } from './menu-keys.ts';

/**
 * The WAI-ARIA menu button's behaviour for a menu of `count` items (links, or actions in place): which item has focus (null:
 * closed), the keys of the button and of the menu (menu-keys.ts), a press outside closing it, and
 * focus back on the button after Escape.
 */
export function useMenuButton(count: number) {
  const [focus, setFocus] = useState<number | null>(null);
  const open = focus !== null;
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (focus !== null) items.current[focus]?.focus();
  }, [focus]);
  useEffect(() => {
    if (!open) return;
    // A press anywhere else closes the menu and leaves focus where the press put it.
    const outside = (event: PointerEvent) => !box.current?.contains(event.target as Node) && setFocus(null);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setFocus(null);
    if (returnFocus) button.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    const at = openingFocus(event.key, count);
    if (at === null) return;
    event.preventDefault();
    setFocus(at);
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const move = menuMove(event.key, focus ?? 0, count);
    if (!move) return;
    if ('close' in move) {
      if (move.close === 'return-focus') event.preventDefault();
      return close(move.close === 'return-focus');
    }
    event.preventDefault();
    if ('focus' in move) setFocus(move.focus);
    else items.current[focus ?? 0]?.click();
  };
  return {
    open,
    box,
    button,
    itemRef: (i: number) => (el: HTMLElement | null) => void (items.current[i] = el),
    toggle: () => (open ? close(false) : setFocus(0)),
    close,
    onButtonKey,
    onMenuKey,
  };
}
