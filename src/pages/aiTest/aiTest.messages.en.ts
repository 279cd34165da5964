import type { Messages } from '../../domain/locales';

/** The AI test page's texts, in English. */
export default {
  aitest: {
    title: 'AI test bench',
    subtitle: 'See what a file reads as, and what the extraction finds in it.',
    file: 'Choose a file',
    configuration: 'AI configuration',
    none: 'Built-in extractor only',
    embedmode: 'Send to the model',
    OCRRESULT: 'The read text',
    FILE: 'The file',
    run: 'Run the test',
    ocrOnly: 'Read only (OCR)',
    text: 'Text read (%{source}, %{pages} page, %{ms} ms) |||| Text read (%{source}, %{pages} pages, %{ms} ms)',
    fields: 'Fields found',
    builtin: 'Built-in extractor',
    model: 'AI model',
    empty: 'Nothing found',
    noEndpoint: 'No AI endpoint is configured on this server: the built-in extractor answered.',
    field: {
      number: 'Number',
      type: 'Type',
      direction: 'Direction',
      supplier: 'Document source',
      date: 'Date',
      dueDate: 'Due date',
      currency: 'Currency',
      ht: 'Total excl. VAT',
      vat: 'VAT',
      ttc: 'Total incl. VAT',
      vatLines: 'VAT by rate',
    },
    type: {
      INVOICE: 'Invoice',
      CREDIT: 'Credit note',
    },
    direction: {
      SUPPLIER: 'Received (we buy)',
      CUSTOMER: 'Issued (we sell)',
    },
    source: {
      xml: 'e-invoice XML',
      text: 'PDF text',
      ocr: 'OCR',
      llm: 'AI model',
      none: 'nothing read',
    },
    vatLine: '%{rate} %: %{base} base, %{vat} VAT',
  },
} satisfies Messages;
