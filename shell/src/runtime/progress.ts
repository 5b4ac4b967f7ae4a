// Route progress bar: shown only when a navigation takes longer than 200 ms, with
// nprogress's own defaults for the rest (minimum 0.08, speed 200 ms, trickle every 800 ms).
// nprogress is fetched the first time a navigation is slow, so fast navigations never pay for it.
const DELAY_MS = 200;

type NProgress = typeof import('nprogress');
let bar: Promise<NProgress> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let shown = false;

function load(): Promise<NProgress> {
  // Its stylesheet comes with it, outside the first visit.
  bar ??= Promise.all([import('nprogress'), import('@roo-docs/chrome/progress.css')]).then(([m]) => {
    const nprogress = (m as unknown as { default?: NProgress }).default ?? m;
    nprogress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });
    return nprogress;
  });
  return bar;
}

export function startProgress(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    shown = true;
    void load().then((n) => shown && n.start());
  }, DELAY_MS);
}

export function doneProgress(): void {
  clearTimeout(timer);
  if (!shown) return;
  shown = false;
  void load().then((n) => n.done());
}
