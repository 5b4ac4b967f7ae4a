/**
 * Puts the page's Markdown on the clipboard. The twin is fetched after the click, so where the
 * browser has ClipboardItem the write starts inside the click with the text still on its way
 * (Safari refuses a write that starts later); elsewhere the text is written once it arrives.
 */
export async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url, { headers: { accept: 'text/markdown' } }).then((res) => {
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return res.text();
  });
  if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
    const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}
