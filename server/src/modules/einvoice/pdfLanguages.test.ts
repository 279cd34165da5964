/** The rendition PDF in Russian and Chinese: labels in their scripts, readable back as text, fonts declared. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPdf, loadMupdf } from '../extraction/pdf';
import { formatAmount, formatDate, pdfLang, renditionPdf } from './pdf';
import { runsOf } from './fonts';
import { renderEInvoice } from './rendition';

const FIXTURES = path.resolve(__dirname, '../../../test/fixtures/einvoices');

async function pdfText(bytes: Buffer) {
  const doc = await openPdf(bytes);
  const page = await doc.getPage(1);
  const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('');
  await doc.destroy();
  return text.replace(/\s+/g, '');
}

describe('rendition labels in Russian and Chinese', () => {
  it('maps request languages, the app\'s "cn" included', () => {
    expect(['ru', 'ru-RU', 'zh', 'zh-CN', 'cn', 'fr', 'de-AT', 'it', undefined].map(pdfLang)).toEqual([
      'ru',
      'ru',
      'zh',
      'zh',
      'zh',
      'fr',
      'de',
      'en',
      'en',
    ]);
  });

  it('writes amounts and dates as Russian and Chinese do', () => {
    expect([formatAmount('1234.5', 'ru'), formatAmount('1234.5', 'zh')]).toEqual(['1 234,50', '1,234.50']);
    expect([formatDate('2025-03-04', 'ru'), formatDate('2025-03-04', 'zh')]).toEqual(['04.03.2025', '2025-03-04']);
  });

  it('cuts text into runs by the font that has its characters', () => {
    expect(runsOf('Счёт № 12 发票')).toEqual([
      { kind: 'cyr', text: 'Счёт' },
      { kind: 'latin', text: ' ' },
      { kind: 'cjk', text: '№' },
      { kind: 'latin', text: ' 12 ' },
      { kind: 'cjk', text: '发票' },
    ]);
  });

  it.each([
    ['ru', ['Счёт', 'ПРОДАВЕЦ', 'Позиции', 'Наименование'], '/LiberationSans'],
    ['zh', ['发票', '卖方', '买方', '含税合计'], '/STSong-Light'],
  ] as const)('%s: the labels read back from the PDF, in a declared font', async (lang, labels, font) => {
    const r = renderEInvoice(await readFile(path.join(FIXTURES, 'ubl-invoice.xml')))!;
    const pdf = renditionPdf(r, lang);
    expect(pdf.toString('latin1')).toContain(font);
    const text = await pdfText(pdf);
    for (const l of labels) expect(text).toContain(l);
    // Latin values (the invoice number) stay in Helvetica
    expect(text).toContain(r.number!);
    // mupdf opens and renders it too
    const mupdf = await loadMupdf();
    const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
    expect(doc.countPages()).toBeGreaterThan(0);
    expect(doc.loadPage(0).toStructuredText('preserve-whitespace').asText().replace(/\s+/g, '')).toContain(labels[0]);
  });

  it('French, English and German renditions need no extra font', async () => {
    const r = renderEInvoice(await readFile(path.join(FIXTURES, 'ubl-invoice.xml')))!;
    for (const lang of ['fr', 'en', 'de'] as const) {
      const s = renditionPdf(r, lang).toString('latin1');
      expect(s).not.toContain('/F3');
      expect(s).not.toContain('/F5');
    }
  });
});
