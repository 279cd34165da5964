import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './format';

const ROOT = join(__dirname, '..', '..');
/** The client's code: every screen's dates go through ./format.ts. */
const CLIENT_DIRS = ['src'];
/** A date written its own way: the browser's default style, or a style chosen beside the shared one. */
const OWN_STYLE = /\.toLocale(?:Date|Time)?String\(|dateStyle\s*:/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one date style', () => {
  it('the screens show days and moments through the shared formatter only (src/i18n/format.ts)', () => {
    const own = CLIENT_DIRS.flatMap((d) => sourceFiles(join(ROOT, d)))
      .map((file) => relative(ROOT, file))
      .filter((file) => file !== join('src', 'i18n', 'format.ts'))
      .filter((file) => OWN_STYLE.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(own).toEqual([]);
  });

  it('writes a day and a moment in English one way', () => {
    expect(formatDay('2026-03-15', 'en')).toBe('Mar 15, 2026');
    expect(formatDay('2026-03-15T23:30:00Z', 'en')).toBe('Mar 15, 2026');
    expect(formatMoment('2026-03-15T10:05:00Z', 'en')).toMatch(/^Mar 15, 2026, \d{1,2}:05\s?[AP]M$/);
  });
});
