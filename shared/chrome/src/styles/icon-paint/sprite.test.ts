import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';

const here = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const sprite = here('./icons.svg');
const sheets = ['phone.css', 'navbar.css', 'footer.css'].map(here).join('\n');

const width = Number(/viewBox="0 0 (\d+) 24"/.exec(sprite)?.[1]);
const cells = new Map(
  [...sprite.matchAll(/<svg id="([a-z]+)" x="(\d+)" width="24" height="24"/g)].map((m) => [m[1]!, Number(m[2])]),
);
const shown = new Map([...sheets.matchAll(/\.icon-([a-z]+) \{\n {2}--at: ([\d.]+)%;/g)].map((m) => [m[1]!, Number(m[2])]));

describe('icon sprite', () => {
  it('draws every icon the stylesheets name, at the cell each one shows', () => {
    expect([...shown.keys()].sort()).toEqual([...cells.keys()].sort());
    for (const [name, at] of shown) {
      // mask-position p% puts the image's p% point on the box's p% point: with the image
      // width/24 boxes wide, the cell at x starts at the box's left edge when p = x / (width - 24).
      const x = (at / 100) * (width - 24);
      expect(Math.abs(x - cells.get(name)!), name).toBeLessThan(0.01);
    }
  });

  it('sizes the mask so one 24-unit cell fills the box', () => {
    for (const size of sheets.matchAll(/\/ (\d+)% 100%/g)) expect(Number(size[1])).toBe((width / 24) * 100);
  });

  it('keeps cells apart, so a scaled neighbour never bleeds into the box', () => {
    const xs = [...cells.values()].sort((a, b) => a - b);
    xs.forEach((x, i) => i && expect(x - xs[i - 1]!).toBeGreaterThanOrEqual(28));
    expect(xs.at(-1)! + 24).toBeLessThanOrEqual(width);
  });
});
