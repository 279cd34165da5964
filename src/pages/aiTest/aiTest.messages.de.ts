import type en from './aiTest.messages.en';

/** The AI test page's texts, in German. */
export default {
  aitest: {
    title: 'KI-Testbank',
    subtitle: 'Sehen Sie, wie eine Datei gelesen wird und was die Extraktion darin findet.',
    file: 'Datei wählen',
    configuration: 'KI-Konfiguration',
    none: 'Nur integrierter Extraktor',
    embedmode: 'An das Modell senden',
    OCRRESULT: 'Den gelesenen Text',
    FILE: 'Die Datei',
    run: 'Test starten',
    ocrOnly: 'Nur lesen (OCR)',
    text: 'Gelesener Text (%{source}, %{pages} Seite, %{ms} ms) |||| Gelesener Text (%{source}, %{pages} Seiten, %{ms} ms)',
    fields: 'Gefundene Felder',
    builtin: 'Integrierter Extraktor',
    model: 'KI-Modell',
    empty: 'Nichts gefunden',
    noEndpoint: 'Auf diesem Server ist kein KI-Dienst eingerichtet: Der integrierte Extraktor hat geantwortet.',
    field: {
      number: 'Nummer',
      type: 'Art',
      direction: 'Richtung',
      supplier: 'Dokumentquelle',
      date: 'Datum',
      dueDate: 'Fällig am',
      currency: 'Währung',
      ht: 'Summe netto',
      vat: 'USt.',
      ttc: 'Summe brutto',
      vatLines: 'USt. nach Satz',
    },
    type: {
      INVOICE: 'Rechnung',
      CREDIT: 'Gutschrift',
    },
    direction: {
      SUPPLIER: 'Eingang (Einkauf)',
      CUSTOMER: 'Ausgang (Verkauf)',
    },
    source: {
      xml: 'E-Rechnungs-XML',
      text: 'PDF-Text',
      ocr: 'OCR',
      llm: 'KI-Modell',
      none: 'nichts gelesen',
    },
    vatLine: '%{rate} %: Netto %{base}, USt. %{vat}',
  },
} satisfies typeof en;
