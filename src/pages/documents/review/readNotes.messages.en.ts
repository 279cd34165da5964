import type { Messages } from '../../../domain/locales';

/** What reading a file noted on its document (src/domain/documents/readNotes.ts), in English. */
export default {
  documents: {
    readNotes: {
      ocrGarbled: 'Page %{page}: text layer garbled (%{why}), read by OCR',
      ocrGarbledKept: 'Page %{page}: text layer garbled (%{why}); OCR read no more, text layer kept',
      ocrNoAmounts: 'Page %{page}: text layer without amounts, read by OCR',
      ocrNoDates: 'Page %{page}: text layer without dates, read by OCR',
      garbledOcrOff: 'Page %{page}: text layer garbled (%{why}) and OCR is off',
      someNoTextOcrOff: 'Some pages have no usable text and OCR is off',
      noTextOcrOff: 'No text layer and OCR is off',
      akiOcrOff: 'AKI asks for OCR but OCR is off: text layer used',
      imageOcrOff: 'OCR is off: an image has no text to read',
      ocrNoText: 'OCR found no text',
      noTextEvenOcr: 'No text found, even by OCR',
      damagedPdf: 'Damaged PDF: pages read by OCR',
      contentType: 'The file holds %{detected}, not %{declared}',
      stoppedTime: 'Recognition took longer than %{seconds} s (limit) and was stopped: review by hand',
      stoppedTimePartial:
        'Recognition took longer than %{seconds} s (limit) and was stopped after %{read} of %{pages} pages; the rest was not read: review by hand',
      stoppedTimeNothing:
        'Recognition took longer than %{seconds} s (limit) and was stopped before reading anything: review by hand',
      stoppedPages:
        'Recognition stopped after %{max} pages (limit); the other %{rest} pages were not read: review by hand',
      why: {
        'odd-characters': 'odd characters',
        'implausible-words': 'implausible words',
        'spaced-letters': 'letters set apart',
        unreadable: 'unreadable',
      },
    },
  },
} satisfies Messages;
