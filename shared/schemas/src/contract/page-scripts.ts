// Inline scripts a section's pages may carry. A page's script policy is written by the shell
// (shell/src/node/html-document.ts), which allows each of these by its hash: a section that
// changes one needs a shell publish before its pages' copy runs (until then the policy blocks it
// and the page still works, only without what the script does before first paint).

/** Where a synced tab group keeps the reader's choice: this prefix and the group id. */
export const TAB_CHOICE_KEY_PREFIX = 'roo-docs-tabs:';

/** The attribute of a tab group's element naming its synced group (absent on a group of its own); the restore script reads it as `dataset.tabsSync`. */
export const TAB_SYNC_ATTRIBUTE = 'data-tabs-sync';

/** The attribute of a tab group's element naming its selected tab's value; the restore script sets it as `dataset.tabsSelected`. */
export const TAB_SELECTED_ATTRIBUTE = 'data-tabs-selected';

/**
 * Rendered as the last child of every synced tab group: it runs while the page is parsed, right
 * after the group, so the tab the reader chose before is the one drawn first (no flash of the first
 * tab until the page's code arrives). Nothing changes when the stored choice is not a tab of this
 * group. It marks the group with the value it applied, which the component reads when it
 * hydrates, so React's first render matches what is drawn. A fragment naming a tab is applied
 * once the page's code runs. It relies on the group's markup (mdx-kit's tabs/Tabs.tsx): the tab
 * list is the group's first child, a tab's id is `<group id>-<value>`, its panel's `<tab id>-panel`.
 * Every page with tabs carries it, so it is written small: its bytes count in the first visit.
 */
export const TABS_RESTORE_SCRIPT =
  '(function(d,g,v,t,i,o){try{g=d.currentScript.parentNode;' +
  `v=localStorage.getItem(${JSON.stringify(TAB_CHOICE_KEY_PREFIX)}+g.dataset.tabsSync);t=d.getElementById(g.id+"-"+v);` +
  'if(t&&t.parentNode==g.firstChild){for(i of t.parentNode.children){o=i==t;i.setAttribute("aria-selected",o);' +
  'i.tabIndex=o?0:-1;d.getElementById(i.id+"-panel").hidden=!o}g.dataset.tabsSelected=v}}catch(e){}})(document)';

/** Every inline script a page body may carry; the page's policy allows each by hash. */
export const PAGE_BODY_SCRIPTS: readonly string[] = [TABS_RESTORE_SCRIPT];
