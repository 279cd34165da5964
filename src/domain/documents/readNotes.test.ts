import { describe, expect, it } from 'vitest';
import { messageNotes, parseReadNote, READ_NOTES, readNote, type ReadNoteKey } from './readNotes';

describe('read notes', () => {
  it('read back every note they write, with its values, and no other note', () => {
    for (const key of Object.keys(READ_NOTES) as ReadNoteKey[]) {
      const params = { page: 2, why: 'odd characters', detected: 'image/png', declared: 'application/pdf' };
      const values = { ...params, seconds: 3, read: 4, pages: 200, max: 50, rest: 4950 };
      const parsed = parseReadNote(readNote(key, values));
      expect(parsed?.key, key).toBe(key);
      for (const [name, value] of Object.entries(parsed?.params ?? {}))
        expect(String(value)).toBe(String(values[name as keyof typeof values]));
    }
  });

  it('leave a note typed by someone alone', () => {
    expect(parseReadNote('Facture reçue en double, voir avec Paul')).toBeUndefined();
    expect(parseReadNote('page 1: text layer garbled (odd characters), read by OCR, or so')).toBeUndefined();
  });

  it('split a message as recognition joins it', () => {
    const message = [readNote('stoppedPages', { max: 50, rest: 4 }), readNote('ocrNoDates', { page: 1 })].join('; ');
    expect(messageNotes(message).map((n) => parseReadNote(n)?.key)).toEqual(['stoppedPages', 'ocrNoDates']);
  });
});
