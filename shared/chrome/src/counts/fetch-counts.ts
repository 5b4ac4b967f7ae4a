import { parseInstalls, parseStars, type Parsed } from './parse-counts.ts';

export const REPO_API_URL = 'https://api.github.com/repos/RooCodeInc/Roo-Code';
export const GALLERY_QUERY_URL = 'https://marketplace.visualstudio.com/_apis/public/gallery/extensionquery';
export const EXTENSION_ID = 'RooVeterinaryInc.roo-cline';

/** The marketplace's extension query: filter type 7 is "extension name"; flags 914 asks for statistics. */
export const GALLERY_QUERY: RequestInit = {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json;api-version=7.1-preview.1' },
  body: JSON.stringify({ filters: [{ criteria: [{ filterType: 7, value: EXTENSION_ID }] }], flags: 914 }),
};

export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;
// A count that cannot be refreshed is not a fault of the page (the default stays), so it is a
// warning: the console's error level stays for real faults.
export type Log = (message: string, detail?: unknown) => void;
const warn: Log = (message, detail) => (detail === undefined ? console.warn(message) : console.warn(message, detail));

async function load(request: () => Promise<Response>, parse: (body: unknown) => Parsed, failure: string, log: Log) {
  try {
    const response = await request();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = parse(await response.json());
    if (parsed.ok) return parsed.count;
    log(parsed.problem);
  } catch (error) {
    log(failure, error);
  }
  return null;
}

/** The repository's star count, or null (already logged) when it cannot be had. */
export const fetchStars = (fetcher: Fetcher, log: Log = warn) =>
  load(() => fetcher(REPO_API_URL), parseStars, 'Error fetching GitHub stars', log);

/** The extension's install count, or null (already logged) when it cannot be had. */
export const fetchInstalls = (fetcher: Fetcher, log: Log = warn) =>
  load(() => fetcher(GALLERY_QUERY_URL, GALLERY_QUERY), parseInstalls, 'Error fetching VSCode downloads', log);
