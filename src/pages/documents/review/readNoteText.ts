import type { TranslateFunction } from 'react-admin';
import { GARBLED_WHY, messageNotes, parseReadNote } from '../../../domain/documents/readNotes';

/** A note of a document's message in the reader's language, when reading the file wrote it; else as written. */
export function readNoteText(note: string, translate: TranslateFunction): string {
  const parsed = parseReadNote(note);
  if (!parsed) return note;
  const { why, ...params } = parsed.params;
  const code = Object.entries(GARBLED_WHY).find(([, words]) => words === why)?.[0];
  return translate(`documents.readNotes.${parsed.key}`, {
    ...params,
    why: code ? translate(`documents.readNotes.why.${code}`) : why,
  });
}

/** Every note of a message, each in the reader's language where it can be. */
export const messageText = (message: string, translate: TranslateFunction): string[] =>
  messageNotes(message).map((note) => readNoteText(note, translate));
