// The names a build gives its outputs from their content or from the bundler's ids, and the content
// hashes the pointer records: the parts of a published site that change when code moves although
// no reader sees a difference. Only names the site itself publishes and hashes its own pointer
// lists are replaced, token by whole token, so a changed sentence can never be normalised away.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A dot-separated part of a file name made by the bundler: a content hash, or a chunk's id as the
 * whole stem of a script or style sheet (`1044.js`; a page such as `404.html` keeps its name).
 */
function generatedPart(part: string, isChunkId: boolean): string | undefined {
  if (/^[0-9a-f]{8,}$/.test(part) && /\d/.test(part)) return '<hash>';
  if (isChunkId && /^\d+$/.test(part)) return '<id>';
  return undefined;
}

/** `main.3a9ab54cce.js` → `main.<hash>.js`, `1044.js` → `<id>.js`; undefined for a name with no generated part. */
export function generatedForm(name: string): string | undefined {
  const parts = name.split('.');
  if (parts.length < 2) return undefined;
  const stem = parts.slice(0, -1);
  const chunk = stem.length === 1 && /^(m?js|css)$/.test(parts.at(-1)!);
  let changed = false;
  const out = stem.map((part) => {
    const form = generatedPart(part, chunk);
    if (form) changed = true;
    return form ?? part;
  });
  return changed ? [...out, parts.at(-1)].join('.') : undefined;
}

/** Each published file name with a generated part, mapped to its generated form. */
export function generatedNames(paths: Iterable<string>): Map<string, string> {
  const names = new Map<string, string>();
  for (const path of paths) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const form = generatedForm(name);
    if (form) names.set(name, form);
  }
  return names;
}

/** The content hashes a site's pointer records for its sections' files (manifest, routes, shard), by role. */
export function pointerHashes(site: string): Map<string, string> {
  const pointer = JSON.parse(readFileSync(join(site, 'remotes.json'), 'utf8')) as {
    sections: Record<string, { hashes?: Record<string, string> }>;
  };
  const hashes = new Map<string, string>();
  for (const [section, entry] of Object.entries(pointer.sections))
    for (const [role, hash] of Object.entries(entry.hashes ?? {})) hashes.set(hash, `<${section}-${role}-hash>`);
  return hashes;
}

// A run of characters a file name or a hash is made of: the unit that is looked up whole.
const TOKEN = /[\w.-]+/g;

/** Replaces every token that is exactly one of `forms`' keys; any other text is left as it is. */
export function replaceTokens(text: string, forms: Map<string, string>): string {
  if (!forms.size) return text;
  return text.replace(TOKEN, (token) => forms.get(token) ?? token);
}
