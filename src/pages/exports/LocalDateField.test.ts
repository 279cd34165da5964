import { describe, expect, it } from 'vitest';
import { datePattern, formatLocalDay, parseLocalDay } from './LocalDateField';

describe('days typed in the interface language', () => {
  it('follow each language’s order and separator', () => {
    expect(formatLocalDay('2026-11-04', datePattern('fr'))).toBe('04/11/2026');
    expect(formatLocalDay('2026-11-04', datePattern('de'))).toBe('04.11.2026');
    expect(formatLocalDay('2026-11-04', datePattern('ru'))).toBe('04.11.2026');
    expect(formatLocalDay('2026-11-04', datePattern('en'))).toBe('11/04/2026');
    expect(formatLocalDay('2026-11-04', datePattern('zh-CN'))).toBe('2026/11/04');
  });

  it('read back what is typed, with any separator, and refuse days that do not exist', () => {
    const fr = datePattern('fr');
    expect(parseLocalDay('4/11/2026', fr)).toBe('2026-11-04');
    expect(parseLocalDay('04-11-2026', fr)).toBe('2026-11-04');
    expect(parseLocalDay('11/04/2026', datePattern('en'))).toBe('2026-11-04');
    expect(parseLocalDay('31/02/2026', fr)).toBeUndefined();
    expect(parseLocalDay('04/11', fr)).toBeUndefined();
    expect(parseLocalDay('04/11/0026', fr)).toBeUndefined();
    expect(parseLocalDay('hier', fr)).toBeUndefined();
  });
});
