import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** The section the sixth-section test adds: its name, its one context, and its pages. */
export const SIXTH = {
  name: 'tutorials',
  label: 'Tutorials',
  prefix: 'tutorials',
  pages: [
    {
      slug: 'first-mode',
      title: 'A mode of your own',
      description: 'Create a custom mode step by step, give it a role and the tool groups it may use, and switch to it.',
      body: [
        'This walkthrough makes a mode that only reads and explains code: a role, a short set of tool groups, and nothing else.',
        '',
        '## Open the modes view',
        '',
        'Open the Roo Code panel and choose the modes button at its top. The list shows the modes the extension ships with.',
        '',
        '## Write the role',
        '',
        'Give the new mode a name and a role definition: a sentence or two saying who the assistant is while the mode is on.',
        'Keep only the read group, so the mode can look at files but never change them. See [Custom Modes](/features/custom-modes) for every field.',
      ],
    },
    {
      slug: 'quiet-terminal',
      title: 'A quieter terminal',
      description: 'Keep long command output out of the conversation by limiting how many lines of it the assistant reads back.',
      body: [
        'Commands that print thousands of lines fill the conversation with text nobody reads. A limit keeps the start and the end of the output.',
        '',
        '## Find the setting',
        '',
        'Open the settings, then the terminal part of them. The output limit counts lines, and the middle of a longer output is cut.',
        '',
        '## Check it',
        '',
        'Ask the assistant to run a command with a long output and watch the shortened result in the chat.',
      ],
    },
  ],
} as const;

const route = (slug: string) => `/${SIXTH.prefix}/${slug}`;

async function write(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

async function edit(file: string, anchor: string, insert: (anchor: string) => string) {
  const text = await readFile(file, 'utf8');
  if (!text.includes(anchor)) throw new Error(`${file} no longer holds ${JSON.stringify(anchor)}: the test needs a new anchor`);
  await writeFile(file, text.replace(anchor, insert(anchor)));
}

/** The record: one entry in `SECTIONS`, before update-notes (which stays last, as the site's order has it). */
async function addRecord(copy: string) {
  const entry = `  ${SIXTH.name}: { search: 'eager', llms: 'docs', contexts: [{ label: '${SIXTH.label}', prefix: '${SIXTH.prefix}' }] },\n`;
  await edit(join(copy, 'shared/schemas/src/contract/section-record.ts'), '  // Its index is larger', (a) => entry + a);
}

/** The folder: package.json as every remote's, a sidebar fragment after the providers', the pages. */
async function addFolder(copy: string) {
  const dir = join(copy, 'remotes', SIXTH.name);
  const pkg = JSON.parse(await readFile(join(copy, 'remotes/cloud/package.json'), 'utf8')) as Record<string, unknown>;
  pkg.name = `@roo-docs/remote-${SIXTH.name}`;
  pkg.scripts = { build: `roo-docs-deploy build-remote ${SIXTH.name}` };
  await write(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  const items = SIXTH.pages.map((p) => ({ type: 'doc', path: route(p.slug) }));
  await write(join(dir, 'sidebar.json'), JSON.stringify([{ order: 75, item: { type: 'category', label: SIXTH.label, items } }]));
  for (const p of SIXTH.pages) {
    const front = ['---', `title: ${p.title}`, `description: ${p.description}`, '---', ''];
    await write(join(dir, 'content', SIXTH.prefix, `${p.slug}.mdx`), [...front, ...p.body, ''].join('\n'));
  }
  // What `npm install` does for a new workspace folder.
  await symlink(`../../remotes/${SIXTH.name}`, join(copy, 'node_modules/@roo-docs', `remote-${SIXTH.name}`));
}

/** The inventory's entries (data: every planned route and the planned sidebar). */
async function addInventory(copy: string) {
  const routesFile = join(copy, 'shared/inventory/routes.json');
  const routes = JSON.parse(await readFile(routesFile, 'utf8')) as unknown[];
  for (const p of SIXTH.pages) routes.push({ path: route(p.slug), title: p.title, remote: SIXTH.name, context: SIXTH.label });
  await writeFile(routesFile, JSON.stringify(routes, null, 1));
  const sidebarFile = join(copy, 'shared/inventory/sidebar.json');
  const sidebar = JSON.parse(await readFile(sidebarFile, 'utf8')) as unknown[];
  sidebar.push({ category: SIXTH.label, items: SIXTH.pages.map((p) => ({ doc: route(p.slug) })) });
  await writeFile(sidebarFile, JSON.stringify(sidebar, null, 1));
}

/** Adds the sixth section to the repository copy at `copy`: what adding a section takes, and no more. */
export async function addSixthSection(copy: string): Promise<void> {
  await addRecord(copy);
  await addFolder(copy);
  await addInventory(copy);
}

/**
 * A Node script, run in the copy, that does what docs/architecture.md says adding a section takes:
 * the shell (which carries the record) is built and published first, here with the run's builds of
 * the other sections (`BUILDS`, a JSON file) onto a fresh origin (`ORIGIN`), then the new section
 * alone. It must run in a process of its own: this one has loaded the repository's record.
 */
export function publishInCopyScript(copy: string): string {
  const mod = (p: string) => JSON.stringify(join(copy, p));
  return `import { readFile } from 'node:fs/promises';
import { createJiti } from ${mod('node_modules/jiti/lib/jiti.mjs')};
const jiti = createJiti(import.meta.url);
const { buildShell } = await jiti.import(${mod('shell/src/node/index.ts')});
const { buildRemote } = await jiti.import(${mod('shared/section-build/src/node/index.ts')});
const { publish } = await jiti.import(${mod('deploy/src/node/publish/publish.ts')});
const { originAt } = await jiti.import(${mod('deploy/src/node/origin/origin.ts')});
const origin = originAt(process.env.ORIGIN);
const others = JSON.parse(await readFile(process.env.BUILDS, 'utf8'));
await publish({ origin, shell: await buildShell(${JSON.stringify(copy)}), sections: others });
const added = await buildRemote(${JSON.stringify(copy)}, ${JSON.stringify(SIXTH.name)});
const report = await publish({ origin, sections: [added] });
console.log(JSON.stringify({ pages: report.pages, sections: Object.keys(report.pointer.sections) }));
`;
}
