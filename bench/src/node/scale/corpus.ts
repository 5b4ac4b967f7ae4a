import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Prose and headings of the real pages, the raw material generated pages are written from. */
export interface Corpus {
  sentences: string[];
  headings: string[];
  /** Bullet items of release notes (short, one change each). */
  bullets: string[];
}

// Only plain prose survives: code, JSX, tables, links' targets and frontmatter would make the
// generated pages fail the build's checks (links must resolve, components need ids).
function proseLines(mdx: string): { prose: string[]; headings: string[]; bullets: string[] } {
  const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/```[\s\S]*?```/g, '');
  const prose: string[] = [];
  const headings: string[] = [];
  const bullets: string[] = [];
  for (const raw of body.split('\n')) {
    const line = raw
      .trim()
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]*>/g, '')
      .replace(/[{}]/g, '');
    if (!line || line.startsWith('|') || line.startsWith(':::') || line.startsWith('import ')) continue;
    const heading = /^#{2,3}\s+(.+)$/.exec(line);
    if (heading) headings.push(heading[1]!);
    else if (/^[-*]\s+/.test(line)) bullets.push(line.replace(/^[-*]\s+/, ''));
    else if (/^\d+\.\s+/.test(line)) prose.push(line.replace(/^\d+\.\s+/, ''));
    else if (!line.startsWith('#') && !line.startsWith('>')) prose.push(line);
  }
  return { prose, headings, bullets };
}

async function mdxFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && e.name.endsWith('.mdx')).map((e) => join(e.parentPath, e.name));
}

/** Reads every page under `remotes/<section>/content` and every release-notes entry (`entries/`). */
export async function readCorpus(remotesDir: string, sections: readonly string[]): Promise<Corpus> {
  const corpus: Corpus = { sentences: [], headings: [], bullets: [] };
  for (const section of sections) {
    const files = [
      ...(await mdxFiles(join(remotesDir, section, 'content'))),
      ...(await mdxFiles(join(remotesDir, section, 'entries'))),
    ];
    for (const file of files.sort()) {
      const { prose, headings, bullets } = proseLines(await readFile(file, 'utf8'));
      for (const p of prose) corpus.sentences.push(...p.split(/(?<=[.!?])\s+(?=[A-Z])/).filter((s) => s.length > 20));
      corpus.headings.push(...headings.filter((h) => h.length < 60));
      corpus.bullets.push(...bullets.filter((b) => b.length > 20));
    }
  }
  if (corpus.sentences.length < 50 || corpus.headings.length < 10 || corpus.bullets.length < 10)
    throw new Error(`The pages under ${remotesDir} hold too little prose to generate pages from`);
  return corpus;
}
