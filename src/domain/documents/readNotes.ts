/**
 * What reading a file writes in its document's message, and how a screen reads it back. The API's `message` stays
 * text (the spec's field): each note is an English sentence made from a template here, recognition joins them with
 * `; `, and the review shows each one it recognises in the reader's language (`documents.readNotes.<key>`). A note
 * not from here (typed by someone, written by an older version) is shown as written.
 */
export const READ_NOTES = {
  ocrGarbled: 'page {page}: text layer garbled ({why}), read by OCR',
  ocrGarbledKept: 'page {page}: text layer garbled ({why}), OCR read no more: text layer kept',
  ocrNoAmounts: 'page {page}: text layer without amounts, read by OCR',
  ocrNoDates: 'page {page}: text layer without dates, read by OCR',
  garbledOcrOff: 'page {page}: text layer garbled ({why}) and OCR is off',
  someNoTextOcrOff: 'some pages have no usable text and OCR is off',
  noTextOcrOff: 'no text layer and OCR is off',
  akiOcrOff: 'AKI asks for OCR but OCR is off: text layer used',
  imageOcrOff: 'OCR is off: an image has no text to read',
  ocrNoText: 'OCR found no text',
  noTextEvenOcr: 'no text found, even by OCR',
  damagedPdf: 'damaged PDF: pages read by OCR',
  contentType: 'file content is {detected}, not {declared}',
  stoppedTime: 'Recognition took longer than {seconds} s (limit) and was stopped — review by hand',
  stoppedTimePartial:
    'Recognition took longer than {seconds} s (limit) and was stopped after {read} of {pages} pages: the rest was not read — review by hand',
  stoppedTimeNothing:
    'Recognition took longer than {seconds} s (limit) and was stopped: nothing was read — review by hand',
  stoppedPages: 'Recognition stopped after {max} pages (limit): the other {rest} pages were not read — review by hand',
} as const;
export type ReadNoteKey = keyof typeof READ_NOTES;
export type ReadNoteParams = Record<string, string | number>;

/** Why a text layer reads badly (`why` of the notes above): its code and the English words the note holds. */
export const GARBLED_WHY = {
  'odd-characters': 'odd characters',
  'implausible-words': 'implausible words',
  'spaced-letters': 'spaced letters',
  unreadable: 'unreadable',
} as const;
export type GarbledWhy = keyof typeof GARBLED_WHY;

/** The sentence of a note. */
export const readNote = (key: ReadNoteKey, params: ReadNoteParams = {}): string =>
  READ_NOTES[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = (Object.keys(READ_NOTES) as ReadNoteKey[]).map((key) => {
  const names: string[] = [];
  const source = READ_NOTES[key]
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key, names, re: new RegExp(`^${source}$`) };
});

/** A note read back: its key and values, or undefined for any other text. */
export function parseReadNote(text: string): { key: ReadNoteKey; params: Record<string, string> } | undefined {
  for (const { key, names, re } of PATTERNS) {
    const m = re.exec(text.trim());
    if (m) return { key, params: Object.fromEntries(names.map((n, i) => [n, m[i + 1]])) };
  }
  return undefined;
}

/** The notes of a message, as recognition joins them. */
export const messageNotes = (message: string): string[] =>
  message
    .split('; ')
    .map((s) => s.trim())
    .filter(Boolean);
