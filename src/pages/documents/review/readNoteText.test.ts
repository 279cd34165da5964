import { describe, expect, it } from 'vitest';
import { readNote } from '../../../domain/documents/readNotes';
import { everyTextI18nProvider } from '../../../catalogue/allLanguages';
import { messageText } from './readNoteText';

describe("a document's message", () => {
  it("shows what reading the file noted in the reader's language, and a note typed by someone as written", async () => {
    const i18n = everyTextI18nProvider();
    await i18n.changeLocale('fr');
    const message = [
      readNote('ocrGarbled', { page: 1, why: 'odd characters' }),
      readNote('stoppedPages', { max: 50, rest: 4950 }),
      'Voir avec Paul',
    ].join('; ');
    expect(messageText(message, i18n.translate)).toEqual([
      'Page 1 : couche texte illisible (caractères étranges), lue par OCR',
      "La reconnaissance s'est arrêtée après 50 pages (limite) ; les 4950 autres pages n'ont pas été lues : à vérifier à la main",
      'Voir avec Paul',
    ]);
    await i18n.changeLocale('en');
    expect(messageText(message, i18n.translate)[0]).toBe('Page 1: text layer garbled (odd characters), read by OCR');
  });
});
