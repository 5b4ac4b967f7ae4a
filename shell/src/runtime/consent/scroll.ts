interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** How far down the page the reader has scrolled, 0 to 100; a page that cannot scroll is at 0. */
export function scrolledPercent(box: ScrollBox): number {
  const range = box.scrollHeight - box.clientHeight;
  if (range <= 0) return 0;
  return Math.min(100, Math.max(0, (box.scrollTop / range) * 100));
}
