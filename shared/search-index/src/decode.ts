import type { LeanIndex, SectionDoc } from './format.ts';

/**
 * The sections of a lean index (one whose shape was checked), each with its id, page and parents
 * rebuilt; `text` is the excerpt the shard keeps.
 */
export function decodeDocs(lean: LeanIndex): SectionDoc[] {
  return lean.docs.map(([page, anchor, title, text, ...tail]): SectionDoc => {
    const [path, pageTitle, context] = lean.pages[page]!;
    return {
      id: anchor ? `${path}#${anchor}` : path,
      path,
      anchor,
      title,
      parents: anchor ? [pageTitle, ...tail] : [],
      context,
      text,
    };
  });
}

/** Per document number, its length in each of the `fieldCount` fields. */
export function fieldLengthsOf(lean: LeanIndex, fieldCount: number): Map<number, number[]> {
  const lengths = new Map<number, number[]>();
  for (let i = 0; i < lean.docs.length; i++) lengths.set(i, lean.fieldLength.slice(i * fieldCount, (i + 1) * fieldCount));
  return lengths;
}
