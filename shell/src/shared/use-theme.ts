import { useCallback, useEffect, useState } from 'react';
import type { ThemeChoice } from '@roo-docs/chrome';

export const THEME_KEY = 'theme';
const CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

function read(storage: Pick<Storage, 'getItem'> | null): ThemeChoice {
  let value: string | null = null;
  try {
    value = storage?.getItem(THEME_KEY) ?? null;
  } catch {
    // Storage that throws behaves like empty storage: dark, the site default.
  }
  return CHOICES.includes(value as ThemeChoice) ? (value as ThemeChoice) : 'dark';
}

/** The theme the page shows for a choice; 'system' follows the OS only when the reader picked it. */
export function resolveTheme(choice: ThemeChoice, prefersLight: boolean): 'light' | 'dark' {
  return choice === 'system' ? (prefersLight ? 'light' : 'dark') : choice;
}

function apply(choice: ThemeChoice) {
  const prefersLight = window.matchMedia?.('(prefers-color-scheme: light)').matches ?? false;
  document.documentElement.setAttribute('data-theme', resolveTheme(choice, prefersLight));
}

/**
 * The reader's colour mode: null until mounted (the server cannot know it), then the stored
 * choice. Saved on change, followed across tabs, and live-updated with the OS when 'system'.
 */
export function useTheme(): [ThemeChoice | null, (next: ThemeChoice) => void] {
  const [choice, setChoice] = useState<ThemeChoice | null>(null);
  useEffect(() => {
    const storage = (() => {
      try {
        return window.localStorage;
      } catch {
        return null;
      }
    })();
    setChoice(read(storage));
    const onStorage = (e: StorageEvent) => {
      if (e.key === THEME_KEY || e.key === null) {
        const next = read(storage);
        setChoice(next);
        apply(next);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  useEffect(() => {
    if (choice !== 'system') return;
    const media = window.matchMedia?.('(prefers-color-scheme: light)');
    const follow = () => apply('system');
    media?.addEventListener('change', follow);
    return () => media?.removeEventListener('change', follow);
  }, [choice]);
  const change = useCallback((next: ThemeChoice) => {
    setChoice(next);
    apply(next);
    try {
      window.localStorage.setItem(THEME_KEY, next);
    } catch (error) {
      console.warn('Browser storage is unavailable; the colour mode will not be remembered.', error);
    }
  }, []);
  return [choice, change];
}
