import {
  Children,
  isValidElement,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { TAB_SELECTED_ATTRIBUTE, TAB_SYNC_ATTRIBUTE, TABS_RESTORE_SCRIPT } from '@roo-docs/schemas/contract';
import { chooseTab, onTabChoice } from './choices.ts';
import { TAB_GROUPS, isTabGroupId, tabValue } from './groups.ts';
import { tabIndexForKey } from './keyboard.ts';
import { initialValue, preferredValue, type TabGroupRef } from './selection.ts';

export interface TabProps {
  /** The tab's name; in a synced group, one of its labels (groups.ts). */
  label: string;
  children?: ReactNode;
}

/** One tab of a `<Tabs>`: its content is the panel. Rendered by its `<Tabs>`, never alone. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

export interface TabsProps {
  /** A synced group (groups.ts): every group of this id shows the reader's last choice, on every page. */
  groupId?: string;
  /** The group's element id, which prefixes its tabs' ids; set by the build (remark-tabs). */
  id?: string;
  /** The tab list's accessible name; a synced group's defaults to the group's name. */
  label?: string;
  children?: ReactNode;
}

const noSubscription = () => () => {};

/** True on the server and while hydrating; false for any render in the browser after that. */
function useServerMarkup(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

function tabsOf(children: ReactNode): ReactElement<TabProps>[] {
  return Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> => isValidElement<TabProps>(child) && typeof child.props.label === 'string',
  );
}

/**
 * Tabs after the WAI-ARIA tabs pattern (automatic activation). Every panel is in the page, the
 * hidden ones with `hidden`, so all their text is in the prerendered HTML and the search index;
 * readers without scripts get every panel, one under the other, each under its label (`data-label`,
 * drawn by tabs.css). The buttons are in no form, so they need no `type`. A synced
 * group (`groupId`) remembers the reader's choice across pages and visits; the address's fragment
 * (`#<id>-<value>`, a tab's id) selects a tab. A prerendered synced group carries the restore
 * script, which draws the stored tab before first paint; a fragment applies once the code runs.
 */
export function Tabs({ groupId, id, label, children }: TabsProps) {
  const tabs = tabsOf(children);
  const values = tabs.map((tab) => tabValue(tab.props.label));
  if (!id) throw new Error("<Tabs> has no id: the page was not compiled with the site's MDX pipeline (remark-tabs)");
  const group: TabGroupRef = { id, sync: groupId, values };
  const [selected, setSelected] = useState(() => initialValue(group));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const { hash } = useLocation();
  const serverMarkup = useServerMarkup();
  const key = values.join(' ');

  // The fragment, or the stored choice once the page is interactive; then the fragment whenever it changes.
  useEffect(() => {
    const preferred = preferredValue({ id, sync: groupId, values: key.split(' ') }, hash);
    if (preferred) setSelected(preferred);
  }, [id, groupId, key, hash]);

  useEffect(() => {
    if (!groupId) return;
    return onTabChoice((chosenGroup, value) => {
      if (chosenGroup === groupId && key.split(' ').includes(value)) setSelected(value);
    });
  }, [groupId, key]);

  const select = (index: number, focus: boolean) => {
    const value = values[index]!;
    setSelected(value);
    if (groupId) chooseTab(groupId, value);
    if (focus) buttons.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabIndexForKey(event.key, values.indexOf(selected), values.length);
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };
  const name = label ?? (groupId && isTabGroupId(groupId) ? TAB_GROUPS[groupId].name : undefined);
  const groupAttributes = { id, className: 'tabs', [TAB_SYNC_ATTRIBUTE]: groupId, [TAB_SELECTED_ATTRIBUTE]: selected };
  return (
    <div {...groupAttributes}>
      <div role="tablist" aria-label={name} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const on = values[index] === selected;
          return (
            <button
              key={values[index]}
              ref={(element) => void (buttons.current[index] = element)}
              role="tab"
              id={`${id}-${values[index]}`}
              aria-selected={on}
              aria-controls={`${id}-${values[index]}-panel`}
              tabIndex={on ? 0 : -1}
              onClick={() => select(index, false)}
            >
              {tab.props.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={values[index]}
          role="tabpanel"
          id={`${id}-${values[index]}-panel`}
          aria-labelledby={`${id}-${values[index]}`}
          data-label={tab.props.label}
          tabIndex={0}
          hidden={values[index] !== selected}
        >
          {tab}
        </div>
      ))}
      {serverMarkup && groupId ? <script dangerouslySetInnerHTML={{ __html: TABS_RESTORE_SCRIPT }} /> : null}
    </div>
  );
}
