import type en from './readNotes.messages.en';

/** What reading a file noted on its document (src/domain/documents/readNotes.ts), in Russian. */
export default {
  documents: {
    readNotes: {
      ocrGarbled: 'Страница %{page}: текстовый слой искажён (%{why}), прочитана через OCR',
      ocrGarbledKept:
        'Страница %{page}: текстовый слой искажён (%{why}); OCR не прочитал больше, оставлен текстовый слой',
      ocrNoAmounts: 'Страница %{page}: в текстовом слое нет сумм, прочитана через OCR',
      ocrNoDates: 'Страница %{page}: в текстовом слое нет дат, прочитана через OCR',
      garbledOcrOff: 'Страница %{page}: текстовый слой искажён (%{why}), а OCR выключен',
      someNoTextOcrOff: 'На некоторых страницах нет пригодного текста, а OCR выключен',
      noTextOcrOff: 'Нет текстового слоя, а OCR выключен',
      akiOcrOff: 'AKI требует OCR, но OCR выключен: использован текстовый слой',
      imageOcrOff: 'OCR выключен: в изображении нет текста для чтения',
      ocrNoText: 'OCR не нашёл текста',
      noTextEvenOcr: 'Текст не найден, даже через OCR',
      damagedPdf: 'Повреждённый PDF: страницы прочитаны через OCR',
      contentType: 'Файл содержит %{detected}, а не %{declared}',
      stoppedTime: 'Распознавание заняло больше %{seconds} с (предел) и было остановлено: проверьте вручную',
      stoppedTimePartial:
        'Распознавание заняло больше %{seconds} с (предел) и было остановлено после %{read} из %{pages} страниц; остальное не прочитано: проверьте вручную',
      stoppedTimeNothing:
        'Распознавание заняло больше %{seconds} с (предел) и было остановлено, ничего не прочитав: проверьте вручную',
      stoppedPages:
        'Распознавание остановлено после %{max} страниц (предел); остальные %{rest} страниц не прочитаны: проверьте вручную',
      why: {
        'odd-characters': 'странные символы',
        'implausible-words': 'неправдоподобные слова',
        'spaced-letters': 'разрозненные буквы',
        unreadable: 'нечитаем',
      },
    },
  },
} satisfies typeof en;
