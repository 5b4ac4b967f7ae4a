import type { CSSProperties } from 'react';
import type { DevSection } from './dev-param.ts';

// Inline styles: this bar appears only to writers, so it costs readers no stylesheet bytes.
// Dark text on amber in either theme (contrast above 10:1).
const BAR: CSSProperties = {
  background: '#fde68a',
  color: '#1c1917',
  borderBottom: '2px solid #92400e',
  padding: '0.35rem 1rem',
  font: '14px/1.4 system-ui, sans-serif',
};
const LIST: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem' };
const ITEM: CSSProperties = { display: 'flex', alignItems: 'center', gap: '0.5rem' };
// The site's own code style has theme colours; on amber it must keep the bar's.
const CODE: CSSProperties = { background: 'transparent', color: 'inherit', padding: 0, font: '13px ui-monospace, monospace' };
const BUTTON: CSSProperties = {
  font: 'inherit',
  background: '#1c1917',
  color: '#ffffff',
  border: 0,
  borderRadius: 4,
  padding: '0.15rem 0.6rem',
  cursor: 'pointer',
};

/**
 * Names every section this tab takes from a writer's server, each with the button that ends it:
 * nobody should mistake a local section for the published one.
 */
export function DevBadge(props: { sections: DevSection[]; onEnd: (section: DevSection['section']) => void }) {
  return (
    <aside aria-label="Local sections" style={BAR} data-dev-badge="">
      <ul style={LIST}>
        {props.sections.map(({ section, origin }) => (
          <li key={section} style={ITEM}>
            <span>
              Local section <strong>{section}</strong> from <code style={CODE}>{origin}</code>
            </span>
            <button type="button" style={BUTTON} onClick={() => props.onEnd(section)}>
              End local {section}
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
