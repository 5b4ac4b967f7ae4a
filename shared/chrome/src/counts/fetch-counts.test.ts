import { expect, test } from '@rstest/core';
import { fetchInstalls, fetchStars, GALLERY_QUERY_URL, REPO_API_URL, type Fetcher } from './fetch-counts.ts';

function fake(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const logged: string[] = [];
  const fetcher: Fetcher = async (url, init) => {
    calls.push({ url, init });
    return answer();
  };
  return { calls, logged, fetcher, log: (message: string) => void logged.push(message) };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

test('stars: one plain GET of the repository, count read from stargazers_count', async () => {
  const f = fake(() => json({ stargazers_count: 23456 }));
  expect(await fetchStars(f.fetcher, f.log)).toBe(23456);
  expect(f.calls).toEqual([{ url: REPO_API_URL, init: undefined }]);
  expect(f.logged).toEqual([]);
});

test('installs: one POST with the exact query, headers and body', async () => {
  const f = fake(() => json({ results: [{ extensions: [{ statistics: [{ statisticName: 'install', value: 700001 }] }] }] }));
  expect(await fetchInstalls(f.fetcher, f.log)).toBe(700001);
  expect(f.calls).toHaveLength(1);
  const { url, init } = f.calls[0]!;
  expect(url).toBe(GALLERY_QUERY_URL);
  expect(init?.method).toBe('POST');
  expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json;api-version=7.1-preview.1' });
  expect(JSON.parse(String(init?.body))).toEqual({
    filters: [{ criteria: [{ filterType: 7, value: 'RooVeterinaryInc.roo-cline' }] }],
    flags: 914,
  });
});

test('garbage answers are logged with their own message and give null', async () => {
  const stars = fake(() => json({ stargazers_count: 'lots' }));
  expect(await fetchStars(stars.fetcher, stars.log)).toBeNull();
  expect(stars.logged).toEqual(['GitHub API: Invalid stargazers count']);
  const installs = fake(() => json({ results: [] }));
  expect(await fetchInstalls(installs.fetcher, installs.log)).toBeNull();
  expect(installs.logged).toEqual(['VSCode API: Missing statistics in response']);
});

test('failed requests, error statuses and unreadable bodies are logged as fetch errors', async () => {
  const answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => json({}, 500), () => new Response('<html>')];
  for (const answer of answers) {
    const stars = fake(answer);
    expect(await fetchStars(stars.fetcher, stars.log)).toBeNull();
    expect(stars.logged).toEqual(['Error fetching GitHub stars']);
    const installs = fake(answer);
    expect(await fetchInstalls(installs.fetcher, installs.log)).toBeNull();
    expect(installs.logged).toEqual(['Error fetching VSCode downloads']);
  }
});
