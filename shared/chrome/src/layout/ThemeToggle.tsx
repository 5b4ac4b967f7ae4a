export type ThemeChoice = 'light' | 'dark' | 'system';

const NEXT: Record<ThemeChoice, ThemeChoice> = { dark: 'light', light: 'system', system: 'dark' };
const ICON: Record<ThemeChoice, string> = { dark: '☾', light: '☀', system: '◐' };

/**
 * Cycles dark → light → system. Before the reader's choice is known (server render, first client
 * render) it shows no icon, so the markup never depends on stored state.
 */
export function ThemeToggle({ choice, onChange }: { choice: ThemeChoice | null; onChange: (next: ThemeChoice) => void }) {
  const label = choice ? `Colour mode: ${choice}. Switch to ${NEXT[choice]}` : 'Switch colour mode';
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-label={label}
      title={label}
      onClick={() => onChange(NEXT[choice ?? 'dark'])}
    >
      <span aria-hidden="true">{choice ? ICON[choice] : ''}</span>
    </button>
  );
}
