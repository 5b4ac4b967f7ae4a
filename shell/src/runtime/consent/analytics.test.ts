import { expect, test } from '@rstest/core';
import { ROUTE_CHANGE_EVENT } from '../navigation.tsx';
import { createInsights } from '../../shared/insights.ts';
import { createAnalytics, type AnalyticsClient } from './analytics.ts';

/** Records every call the analytics code makes on its client, in order. */
function fakeClient() {
  const calls: string[] = [];
  const client: AnalyticsClient = {
    init: (key, config) => calls.push(`init ${key} ${config.api_host} pageview=${config.capture_pageview}`),
    capture: (event: string, properties?: object) =>
      calls.push(`capture ${event}${properties ? ` ${JSON.stringify(properties)}` : ''}`),
    opt_in_capturing: () => void calls.push('opt_in'),
    opt_out_capturing: () => void calls.push('opt_out'),
    startSessionRecording: () => void calls.push('start_recording'),
    stopSessionRecording: () => void calls.push('stop_recording'),
  };
  return { client, calls };
}

function setup(load?: () => Promise<AnalyticsClient>) {
  const fake = fakeClient();
  const events = new EventTarget();
  let path = '/faq';
  let loads = 0;
  const warnings: string[] = [];
  const insights = createInsights();
  const analytics = createAnalytics({
    insights,
    key: 'phc_k',
    host: 'https://ph.example',
    load: () => (loads++, load ? load() : Promise.resolve(fake.client)),
    events,
    currentPath: () => path,
    warn: (m) => warnings.push(m),
  });
  const route = (p: string) => {
    path = p;
    events.dispatchEvent(new CustomEvent(ROUTE_CHANGE_EVENT, { detail: { path: p } }));
  };
  return { ...fake, analytics, route, warnings, insights, loads: () => loads };
}

test('nothing is loaded, and route changes send nothing, before accept', async () => {
  const s = setup();
  s.route('/features');
  s.analytics.decline();
  expect(s.loads()).toBe(0);
  expect(s.calls).toEqual([]);
});

test('accept starts the client once, records sessions, and sends one view per new path', async () => {
  const s = setup();
  await s.analytics.accept();
  expect(s.calls).toEqual(['init phc_k https://ph.example pageview=false', 'opt_in', 'start_recording', 'capture $pageview']);
  s.calls.length = 0;
  s.route('/faq'); // the shell's event for the page already counted (or a hash change)
  s.route('/features');
  s.route('/features');
  s.route('/faq');
  expect(s.calls).toEqual(['capture $pageview', 'capture $pageview']);
  await s.analytics.accept();
  expect(s.loads()).toBe(1);
});

test('decline opts out and stops recording; route changes then send nothing', async () => {
  const s = setup();
  await s.analytics.accept();
  s.calls.length = 0;
  s.analytics.decline();
  s.route('/features');
  expect(s.calls).toEqual(['opt_out', 'stop_recording']);
});

test('a decline while the client downloads wins: it is never started', async () => {
  let release: (c: AnalyticsClient) => void = () => {};
  const pending = new Promise<AnalyticsClient>((r) => (release = r));
  const s = setup(() => pending);
  const accepting = s.analytics.accept();
  s.analytics.decline();
  release(s.client);
  await accepting;
  s.route('/features');
  expect(s.calls).toEqual([]);
});

test('a client that fails to load warns and leaves the page working', async () => {
  const s = setup(() => Promise.reject(new Error('blocked by an ad blocker')));
  await s.analytics.accept();
  s.route('/features');
  expect(s.warnings).toEqual(['Analytics could not be loaded; the site works without it.']);
});

test('insights reach the client only between accept and decline, and only once it has started', async () => {
  const s = setup();
  const feedback = { path: '/faq', helpful: false, section: 'getting-started' as const, build: 'abc123def456' };
  s.insights.send({ event: 'page_feedback', properties: feedback });
  expect(s.insights.enabled()).toBe(false);
  await s.analytics.accept();
  expect(s.insights.enabled()).toBe(true);
  s.calls.length = 0;
  s.insights.send({ event: 'page_feedback', properties: feedback });
  s.insights.send({ event: 'search_result_clicked', properties: { query: 'mcp', rank: 2, path: '/features/mcp', where: 'box' } });
  s.analytics.decline();
  s.insights.send({ event: 'search_no_results', properties: { query: 'zzz', where: 'page' } });
  expect(s.insights.enabled()).toBe(false);
  expect(s.calls).toEqual([
    `capture page_feedback ${JSON.stringify(feedback)}`,
    'capture search_result_clicked {"query":"mcp","rank":2,"path":"/features/mcp","where":"box"}',
    'opt_out',
    'stop_recording',
  ]);
});

test('a client that never loads leaves insights off: the page does not ask what it cannot send', async () => {
  const s = setup(() => Promise.reject(new Error('blocked')));
  await s.analytics.accept();
  expect(s.insights.enabled()).toBe(false);
});
