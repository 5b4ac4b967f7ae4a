import { expect, test } from '@rstest/core';
import { createInsights, type Insight } from './insights.ts';

const noResults: Insight = { event: 'search_no_results', properties: { query: 'chekpoint', where: 'box' } };

test('nothing is handed on before analytics connects, nor after it disconnects', () => {
  const hub = createInsights();
  const sent: Insight[] = [];
  hub.send(noResults);
  expect(hub.enabled()).toBe(false);
  hub.connect((i) => sent.push(i));
  expect(hub.enabled()).toBe(true);
  hub.send(noResults);
  hub.connect(null);
  hub.send(noResults);
  expect(sent).toEqual([noResults]);
});

test('subscribers hear each change of state, once', () => {
  const hub = createInsights();
  let changes = 0;
  const stop = hub.subscribe(() => changes++);
  const sink = () => {};
  hub.connect(sink);
  hub.connect(sink);
  hub.connect(null);
  stop();
  hub.connect(sink);
  expect(changes).toBe(2);
});
