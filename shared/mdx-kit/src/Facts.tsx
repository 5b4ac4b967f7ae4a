import { Fragment } from 'react';
import { labels, settings, shortcuts, statements, unknownFactId, type FactComponent } from './facts/index.ts';

// MDX props are not type-checked, so an unknown id must fail loudly at build time (pages are
// rendered while the section builds), naming the file that holds the facts. The section compiler
// refuses such a page earlier, with these words (facts/tables.ts).
function lookup<T>(table: Record<string, T>, id: string | undefined, component: FactComponent): T {
  const entry = id === undefined ? undefined : table[id];
  if (!entry) throw new Error(unknownFactId(component, id));
  return entry;
}

function Keys({ keys }: { keys: string[] }) {
  return (
    <>
      {keys.map((k, i) => (
        <Fragment key={i}>
          {i > 0 ? '+' : null}
          <kbd className="kbd">{k}</kbd>
        </Fragment>
      ))}
    </>
  );
}

type ShortcutShow = 'keys' | 'command' | 'title' | 'when' | 'action';
type ShortcutEntry = { action: string; keys: string[]; mac: string[]; command?: string; title?: string; when?: string };

/**
 * A keyboard shortcut from the facts module, with the macOS keys when they differ; `show` picks the
 * command id, its Command Palette title, where the keys work or what the command does instead.
 */
export function Shortcut({ id, platform, show = 'keys' }: { id: string; platform?: 'windows' | 'mac'; show?: ShortcutShow }) {
  const s = lookup(shortcuts as Record<string, ShortcutEntry>, id, 'Shortcut');
  if (show !== 'keys') {
    const value = s[show];
    if (!value) throw new Error(`Shortcut '${id}' has no ${show} in shared/mdx-kit/src/facts/shortcuts.ts`);
    return show === 'command' ? <code>{value}</code> : <>{value}</>;
  }
  if (s.keys.length === 0) return <em>no default key</em>;
  if (platform === 'mac') return <Keys keys={s.mac} />;
  if (platform === 'windows' || s.mac.join() === s.keys.join()) return <Keys keys={s.keys} />;
  return (
    <span className="shortcut">
      <Keys keys={s.keys} /> (<Keys keys={s.mac} /> on macOS)
    </span>
  );
}

type SettingShow = 'label' | 'key' | 'default' | 'location';

/** A setting's label (default), key, default value or location, from the facts module. */
export function Setting({ id, show = 'label' }: { id: string; show?: SettingShow }) {
  const s = lookup(settings as Record<string, { label: string; key: string; location: string; default?: string }>, id, 'Setting');
  if (show === 'key') return <code>{s.key}</code>;
  if (show === 'location') return <>{s.location}</>;
  if (show === 'default') {
    if (!s.default) throw new Error(`Setting '${id}' has no default in shared/mdx-kit/src/facts/settings.ts`);
    return <>{s.default}</>;
  }
  return <strong>{s.label}</strong>;
}

/** A UI label (bold, as the reader sees it), or the icon / location of that control. */
export function Label({ id, show = 'text' }: { id: string; show?: 'text' | 'icon' | 'location' }) {
  const l = lookup(labels as Record<string, { text: string; icon?: string; location?: string }>, id, 'Label');
  if (show === 'icon') {
    if (!l.icon) throw new Error(`Label '${id}' has no icon in shared/mdx-kit/src/facts/labels.ts`);
    return <>{l.icon}</>;
  }
  if (show === 'location') {
    if (!l.location) throw new Error(`Label '${id}' has no location in shared/mdx-kit/src/facts/labels.ts`);
    return <>{l.location}</>;
  }
  return <strong>{l.text}</strong>;
}

/** A sentence several pages state. */
export function Fact({ id }: { id: string }) {
  return <>{lookup(statements as Record<string, { text: string }>, id, 'Fact').text}</>;
}
