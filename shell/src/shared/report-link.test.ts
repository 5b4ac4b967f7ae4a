import { expect, test } from '@rstest/core';
import { reportProblemUrl } from './report-link.ts';

test('the report link opens a new docs issue naming the page and the section build that served it', () => {
  const url = new URL(
    reportProblemUrl({ path: '/features/checkpoints', title: 'Checkpoints & undo', section: 'features', build: '0123abcd4567' }),
  );
  expect(`${url.origin}${url.pathname}`).toBe('https://github.com/RooCodeInc/Roo-Code-Docs/issues/new');
  expect(url.searchParams.get('title')).toBe('Docs problem: Checkpoints & undo (/features/checkpoints)');
  expect(url.searchParams.get('body')).toContain(
    'Page: https://docs.roocode.com/features/checkpoints\nSection build: features 0123abcd4567\n',
  );
});
