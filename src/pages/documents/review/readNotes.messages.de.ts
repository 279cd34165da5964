import type en from './readNotes.messages.en';

/** What reading a file noted on its document (src/domain/documents/readNotes.ts), in German. */
export default {
  documents: {
    readNotes: {
      ocrGarbled: 'Seite %{page}: Textebene unlesbar (%{why}), per OCR gelesen',
      ocrGarbledKept: 'Seite %{page}: Textebene unlesbar (%{why}); OCR las nicht mehr, Textebene beibehalten',
      ocrNoAmounts: 'Seite %{page}: Textebene ohne Beträge, per OCR gelesen',
      ocrNoDates: 'Seite %{page}: Textebene ohne Datumsangaben, per OCR gelesen',
      garbledOcrOff: 'Seite %{page}: Textebene unlesbar (%{why}) und OCR ist aus',
      someNoTextOcrOff: 'Einige Seiten haben keinen verwertbaren Text und OCR ist aus',
      noTextOcrOff: 'Keine Textebene und OCR ist aus',
      akiOcrOff: 'AKI verlangt OCR, aber OCR ist aus: Textebene verwendet',
      imageOcrOff: 'OCR ist aus: ein Bild hat keinen lesbaren Text',
      ocrNoText: 'OCR fand keinen Text',
      noTextEvenOcr: 'Kein Text gefunden, auch nicht per OCR',
      damagedPdf: 'Beschädigtes PDF: Seiten per OCR gelesen',
      contentType: 'Die Datei enthält %{detected}, nicht %{declared}',
      stoppedTime:
        'Die Erkennung dauerte länger als %{seconds} s (Grenze) und wurde abgebrochen: bitte von Hand prüfen',
      stoppedTimePartial:
        'Die Erkennung dauerte länger als %{seconds} s (Grenze) und wurde nach %{read} von %{pages} Seiten abgebrochen; der Rest wurde nicht gelesen: bitte von Hand prüfen',
      stoppedTimeNothing:
        'Die Erkennung dauerte länger als %{seconds} s (Grenze) und wurde abgebrochen, bevor etwas gelesen war: bitte von Hand prüfen',
      stoppedPages:
        'Die Erkennung endete nach %{max} Seiten (Grenze); die übrigen %{rest} Seiten wurden nicht gelesen: bitte von Hand prüfen',
      why: {
        'odd-characters': 'seltsame Zeichen',
        'implausible-words': 'unplausible Wörter',
        'spaced-letters': 'auseinanderstehende Buchstaben',
        unreadable: 'unlesbar',
      },
    },
  },
} satisfies typeof en;
