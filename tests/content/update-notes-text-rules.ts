import type { NotesRule, NotesScene } from './update-notes-scene.ts';

const atAGlance: NotesRule = {
  name: 'every version page opens with its impact and highlights; no entry says "today" for a moving date',
  check: (s) => {
    const wrong: string[] = [];
    for (const e of s.entries) {
      const page = s.files.get(`update-notes/v${e.version}.mdx`) ?? '';
      const glance = page.indexOf('[At a glance]');
      if (glance < 0 || glance > page.indexOf(e.body.trim().split('\n')[0]!))
        wrong.push(`${e.version}: no At a glance before the body`);
      for (const h of e.highlights) if (!page.includes(`- ${h}`)) wrong.push(`${e.version}: highlight "${h}" missing`);
      // A release note is read long after it was written: "today" would mean a different version every year.
      for (const m of e.body.matchAll(/\b(today|nowadays|currently)\b/gi)) wrong.push(`${e.version}: says "${m[0]}"`);
    }
    return wrong;
  },
};

const numberLinks: NotesRule = {
  name: 'a #number in the text links to the issue when it is one, else to the pull request',
  check: (s) => {
    const issues = new Set(s.entries.flatMap((e) => e.issues ?? []));
    const pulls = new Set(s.entries.flatMap((e) => e.pulls ?? []));
    const wrong = [...issues].filter((n) => pulls.has(n)).map((n) => `#${n} is listed as an issue and as a pull request`);
    let links = 0;
    for (const [rel, text] of s.files) {
      for (const m of text.matchAll(/\[#(\d+)\]\(https:\/\/github\.com\/RooCodeInc\/Roo-Code\/(pull|issues)\/(\d+)\)/g)) {
        links++;
        if (m[1] !== m[3] || (m[2] === 'issues') !== issues.has(m[1]!)) wrong.push(`${rel}: ${m[0]}`);
      }
    }
    return links > 800 ? wrong : [...wrong, `only ${links} #number links (more than 800 expected)`];
  },
};

const thanksCredited: NotesRule = {
  name: 'everyone a patch page thanks with @ in its text is in its credits',
  check: (s: NotesScene) =>
    s.entries
      .filter((x) => x.kind === 'patch')
      .flatMap((e) => {
        const credited = new Set((e.credits ?? []).map((c) => c.toLowerCase()));
        const prose = e.body.replace(/```[\s\S]*?```|`[^`\n]*`/g, '');
        return [...prose.matchAll(/(?<![\w/&#[`@.-])@([A-Za-z0-9][A-Za-z0-9-]{0,38})(?![\w\]/-])/g)]
          .filter((m) => !credited.has(m[1]!.toLowerCase()))
          .map((m) => `${e.version}: @${m[1]}`);
      }),
};

const numbersLinked: NotesRule = {
  name: 'every #number in the pages is a link to its pull request or issue',
  check: (s) =>
    [...s.files].flatMap(([rel, text]) => {
      const prose = text
        .replace(/^---[\s\S]*?---/, '')
        .replace(/```[\s\S]*?```|`[^`\n]*`/g, '')
        .replace(/\[[^\]]*\]\([^)]*\)/g, '');
      return [...prose.matchAll(/(?<![\w/&[])#\d{2,6}\b/g)].map((m) => `${rel}: ${m[0]}`);
    }),
};

/** The rules on the pages' text: the At a glance box, #numbers and @names. */
export const TEXT_RULES: NotesRule[] = [atAGlance, numberLinks, thanksCredited, numbersLinked];
