// Inline scripts a section's pages may carry. A page's script policy is written by the shell
// (shell/src/node/html-document.ts), which allows each of these by its hash: a section that
// changes one needs a shell publish before its pages' copy runs (until then the policy blocks it
// and the page still works, only without what the script does before first paint).

/** Where a synced tab group keeps the reader's choice: this prefix and the group id. */
export const TAB_CHOICE_KEY_PREFIX = 'roo-docs-tabs:';

/** The attribute of a tab group's element naming its synced group (absent on a group of its own). */
export const TAB_SYNC_ATTRIBUTE = 'data-tabs-sync';

/** The attribute of a tab group's element naming its selected tab's value, once a choice is applied. */
export const TAB_SELECTED_ATTRIBUTE = 'data-tabs-selected';

const q = (s: string) => JSON.stringify(s);

/**
 * Rendered as the last child of every tab group: it runs while the page is parsed, right after the
 * group, so the reader's tab is the one drawn first (no flash of the first tab until the page's
 * code arrives). The tab comes from the address's fragment when it names a tab of this group or of
 * another group synced with it, else from the stored choice of the group's sync id. Nothing
 * changes when neither names a tab the group has. It marks the group with the value it applied,
 * which the component reads when it hydrates, so React's first render matches what is drawn.
 */
export const TABS_RESTORE_SCRIPT =
  `(function(){try{var g=document.currentScript.parentNode,k=g.getAttribute(${q(TAB_SYNC_ATTRIBUTE)}),` +
  `t=g.querySelectorAll(':scope>[role=tablist]>[role=tab]'),v=null,i,h=document.getElementById(decodeURIComponent(location.hash.slice(1)));` +
  `if(h&&h.getAttribute('role')==='tab'){var o=h.parentNode.parentNode;if(o===g||(k&&o.getAttribute(${q(TAB_SYNC_ATTRIBUTE)})===k))v=h.getAttribute('data-value')}` +
  `if(v===null&&k)v=localStorage.getItem(${q(TAB_CHOICE_KEY_PREFIX)}+k);` +
  `for(i=0;i<t.length&&t[i].getAttribute('data-value')!==v;i++);if(i===t.length)return;` +
  `for(i=0;i<t.length;i++){var on=t[i].getAttribute('data-value')===v;t[i].setAttribute('aria-selected',on?'true':'false');` +
  `t[i].tabIndex=on?0:-1;document.getElementById(t[i].getAttribute('aria-controls')).hidden=!on}` +
  `g.setAttribute(${q(TAB_SELECTED_ATTRIBUTE)},v)}catch(e){}})()`;

/** Every inline script a page body may carry; the page's policy allows each by hash. */
export const PAGE_BODY_SCRIPTS: readonly string[] = [TABS_RESTORE_SCRIPT];
