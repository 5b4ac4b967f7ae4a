/**
 * What the copy button copies: the code as it runs. Removed lines of a diff (`[!code --]`) and
 * line numbers are drawn but are not part of it, nor is the space a line ends with; a block without
 * Shiki's lines is copied as shown.
 */
export function codeText(pre: HTMLElement): string {
  const lines = [...pre.querySelectorAll<HTMLElement>('code > .line')];
  if (lines.length === 0) return pre.innerText;
  return lines
    .filter((line) => !line.classList.contains('remove'))
    .map((line) =>
      [...line.childNodes]
        .filter((part) => !(part instanceof HTMLElement && part.classList.contains('line-number')))
        .map((part) => part.textContent ?? '')
        .join('')
        // A marker comment's removal leaves the space before it.
        .trimEnd(),
    )
    .join('\n');
}
