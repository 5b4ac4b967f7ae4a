import { describe, expect, test } from '@rstest/core';
import { readScreenshotManifest } from '@roo-docs/screenshots';
import { sceneFor } from './index.ts';

describe('screenshot scenes', () => {
  test('every scene the manifest names exists', () => {
    const unknown = readScreenshotManifest().shots.filter((shot) => {
      try {
        sceneFor(shot.scene);
        return false;
      } catch {
        return true;
      }
    });
    expect(unknown.map((shot) => `${shot.id}: ${shot.scene}`)).toEqual([]);
  });

  test('an unknown scene name throws', () => {
    expect(() => sceneFor('no-such-scene')).toThrow(/unknown scene 'no-such-scene'/);
  });
});
