/**
 * The dev server sends pages without their content, so on a first visit to `/page#heading` the
 * browser looks for the heading before the section's page has drawn it and stays at the top (the
 * published page has it in its HTML). Here the heading is scrolled to once it appears, unless the
 * reader has scrolled first or it never comes. Only the dev server's shell has this code.
 */
export function scrollToFirstAnchor(): void {
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return; // a malformed hash names no heading
  }
  if (!id || document.getElementById(id)) return;
  const stop = () => {
    observer.disconnect();
    removeEventListener('wheel', stop);
    removeEventListener('keydown', stop);
    removeEventListener('touchmove', stop);
  };
  const observer = new MutationObserver(() => {
    const target = document.getElementById(id);
    if (!target) return;
    stop();
    target.scrollIntoView();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  for (const event of ['wheel', 'keydown', 'touchmove']) addEventListener(event, stop, { passive: true });
  setTimeout(stop, 30_000);
}
