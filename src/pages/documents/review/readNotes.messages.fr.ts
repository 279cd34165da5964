import type en from './readNotes.messages.en';

/** What reading a file noted on its document (src/domain/documents/readNotes.ts), in French. */
export default {
  documents: {
    readNotes: {
      ocrGarbled: 'Page %{page} : couche texte illisible (%{why}), lue par OCR',
      ocrGarbledKept:
        "Page %{page} : couche texte illisible (%{why}) ; l'OCR n'a rien lu de plus, couche texte conservée",
      ocrNoAmounts: 'Page %{page} : couche texte sans montants, lue par OCR',
      ocrNoDates: 'Page %{page} : couche texte sans dates, lue par OCR',
      garbledOcrOff: "Page %{page} : couche texte illisible (%{why}) et l'OCR est désactivé",
      someNoTextOcrOff: "Des pages n'ont pas de texte exploitable et l'OCR est désactivé",
      noTextOcrOff: "Pas de couche texte et l'OCR est désactivé",
      akiOcrOff: "AKI demande l'OCR mais l'OCR est désactivé : couche texte utilisée",
      imageOcrOff: "L'OCR est désactivé : une image n'a pas de texte à lire",
      ocrNoText: "L'OCR n'a trouvé aucun texte",
      noTextEvenOcr: 'Aucun texte trouvé, même par OCR',
      damagedPdf: 'PDF endommagé : pages lues par OCR',
      contentType: 'Le fichier contient %{detected}, pas %{declared}',
      stoppedTime: 'La reconnaissance a dépassé %{seconds} s (limite) et a été arrêtée : à vérifier à la main',
      stoppedTimePartial:
        "La reconnaissance a dépassé %{seconds} s (limite) et a été arrêtée après %{read} pages sur %{pages} ; le reste n'a pas été lu : à vérifier à la main",
      stoppedTimeNothing:
        "La reconnaissance a dépassé %{seconds} s (limite) et a été arrêtée avant d'avoir rien lu : à vérifier à la main",
      stoppedPages:
        "La reconnaissance s'est arrêtée après %{max} pages (limite) ; les %{rest} autres pages n'ont pas été lues : à vérifier à la main",
      why: {
        'odd-characters': 'caractères étranges',
        'implausible-words': 'mots invraisemblables',
        'spaced-letters': 'lettres séparées',
        unreadable: 'illisible',
      },
    },
  },
} satisfies typeof en;
