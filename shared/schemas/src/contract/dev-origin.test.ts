import { describe, expect, test } from '@rstest/core';
import { devOriginAllowed, isLoopbackHostname, isLoopbackUrl, isPlainOrigin } from './dev-origin.ts';

describe('loopback', () => {
  test('names of this machine, in the forms URL.hostname gives', () => {
    for (const host of ['localhost', 'LOCALHOST', 'localhost.', '127.0.0.1', '127.1.2.3', '[::1]'])
      expect(isLoopbackHostname(host)).toBe(true);
  });
  test('anything else is not loopback, look-alikes included', () => {
    for (const host of [
      'docs.roocode.com',
      '192.0.2.2',
      '128.0.0.1',
      '127.0.0.1.evil.example',
      'localhost.evil.example',
      '[::2]',
      '',
    ])
      expect(isLoopbackHostname(host)).toBe(false);
  });
  test('URLs: the parser normalises short IPv4 forms; other schemes are refused', () => {
    expect(isLoopbackUrl('http://127.1:4174')).toBe(true);
    expect(isLoopbackUrl('http://[::1]:4174/x')).toBe(true);
    expect(isLoopbackUrl('file:///etc/passwd')).toBe(false);
    expect(isLoopbackUrl('javascript:alert(1)')).toBe(false);
    expect(isLoopbackUrl('not a url')).toBe(false);
  });
});

test('an origin is exactly scheme, host and port', () => {
  expect(isPlainOrigin('https://staging.example.com')).toBe(true);
  expect(isPlainOrigin('http://127.0.0.1:4174')).toBe(true);
  for (const bad of [
    'https://staging.example.com/',
    'https://a.example/x',
    'ftp://a.example',
    'https://u@a.example',
    'a.example',
  ])
    expect(isPlainOrigin(bad)).toBe(false);
});

describe('which pages may load a section from where', () => {
  test('a loopback page may use a loopback origin', () => {
    expect(devOriginAllowed('127.0.0.1', 'http://127.0.0.1:4174')).toBe(true);
    expect(devOriginAllowed('localhost', 'http://[::1]:4174/base/')).toBe(true);
  });
  test('a production page may not, nor may a loopback page use another host', () => {
    expect(devOriginAllowed('docs.roocode.com', 'http://127.0.0.1:4174')).toBe(false);
    expect(devOriginAllowed('127.0.0.1', 'https://evil.example')).toBe(false);
    expect(devOriginAllowed('127.0.0.1', 'javascript:alert(1)')).toBe(false);
  });
  test('an origin the pointer lists is allowed from any page, and only that exact origin', () => {
    const allowed = ['https://staging.example.com'];
    expect(devOriginAllowed('docs.roocode.com', 'https://staging.example.com/features/', allowed)).toBe(true);
    expect(devOriginAllowed('docs.roocode.com', 'http://staging.example.com', allowed)).toBe(false);
    expect(devOriginAllowed('docs.roocode.com', 'https://staging.example.com:8443', allowed)).toBe(false);
    expect(devOriginAllowed('docs.roocode.com', 'https://staging.example.com', ['https://staging.example.com/', 42])).toBe(false);
  });
});
