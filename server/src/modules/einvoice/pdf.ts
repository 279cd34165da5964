/**
 * The rendition of an e-invoice as a PDF (A4, Helvetica, WinAnsi text), for download and e-mail of
 * documents received as XML only. Labels in French, English, German, Russian or Chinese; other languages read
 * English. Latin text in Helvetica, Cyrillic and Chinese in the fonts of fonts.ts.
 */
import { extraFontObjects, fontName, runOperand, runsOf, runWidth } from './fonts';
import {
  PAYMENT_MEANS,
  RENDITION_LABELS,
  unitLabel,
  type RenditionLang,
} from '../../../../src/domain/documents/rendition';
import type { Rendition } from './rendition';
import { pdfFile } from './pdfFile';
import { localeOf, type LocaleCode } from '../../../../src/domain/locales';

/** The app's languages as a PDF names them (Chinese: zh, where the interface says cn). */
export type PdfLang = Exclude<LocaleCode, 'cn'> | 'zh';
/** The rendition's language from a request's (i18n/locales.ts localeOf), the app's `cn` as zh; else English. */
export const pdfLang = (lang: string | undefined): PdfLang => {
  const code = localeOf(lang, 'en');
  return code === 'cn' ? 'zh' : code;
};

/** The interface's language code of a PDF language (the PDF says zh, the interface cn). */
const labelLang = (lang: PdfLang): RenditionLang => (lang === 'zh' ? 'cn' : lang);
const meansLabel = (code: string | undefined, lang: PdfLang) =>
  code ? PAYMENT_MEANS[code]?.[labelLang(lang)] : undefined;

/** Amounts as the language writes them: 1 234,56 (fr, ru), 1,234.56 (en, zh), 1.234,56 (de). */
export function formatAmount(v: string | undefined, lang: PdfLang, decimals?: number): string {
  if (v === undefined) return '';
  const neg = v.trim().startsWith('-');
  const [i, d = ''] = v.trim().replace(/^[-+]/, '').split('.');
  const dec =
    decimals === undefined
      ? d.length < 2
        ? d.padEnd(2, '0')
        : d.replace(/(\d{2}\d*?)0+$/, '$1')
      : d.padEnd(decimals, '0').slice(0, decimals);
  const point = lang === 'en' || lang === 'zh';
  const sep = point ? ',' : lang === 'de' ? '.' : ' ';
  const int = i.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return `${neg ? '-' : ''}${int}${dec ? (point ? '.' : ',') + dec : ''}`;
}
export const formatDate = (d: string | undefined, lang: PdfLang) => {
  if (!d) return '';
  const [y, m, day] = d.split('-');
  return lang === 'en' || lang === 'zh' ? d : lang === 'de' || lang === 'ru' ? `${day}.${m}.${y}` : `${day}/${m}/${y}`;
};

const clean = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/[\r\n\t]+/g, ' ');
const widthOf = (s: string, size: number, bold = false) =>
  runsOf(clean(s)).reduce((w, r) => w + runWidth(r, size, bold), 0);
/** Text-showing operators of a text, each run in its font; `used` collects the fonts' resource names. */
function show(s: string, size: number, bold: boolean, used: Set<string>): string {
  return runsOf(clean(s))
    .map((r) => {
      const f = fontName(r.kind, bold);
      used.add(f);
      return `/${f} ${size} Tf ${runOperand(r)} Tj`;
    })
    .join(' ');
}
/** A PDF string of document information (Title): ASCII as is, else UTF-16BE. */
const infoString = (s: string) =>
  /^[\x20-\x7e]*$/.test(s)
    ? `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`
    : `<feff${[...s].map((ch) => ch.charCodeAt(0).toString(16).padStart(4, '0')).join('')}>`;

/** Lines of at most `width` points, broken at spaces (a word longer than the width is cut). */
function wrap(s: string, width: number, size: number, bold = false): string[] {
  const out: string[] = [];
  for (const para of s.split(/\n/)) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      let w = word;
      while (widthOf(w, size, bold) > width && w.length > 1) {
        let cut = w.length - 1;
        while (cut > 1 && widthOf(w.slice(0, cut), size, bold) > width) cut--;
        if (line) {
          out.push(line);
          line = '';
        }
        out.push(w.slice(0, cut));
        w = w.slice(cut);
      }
      const next = line ? `${line} ${w}` : w;
      if (widthOf(next, size, bold) > width && line) {
        out.push(line);
        line = w;
      } else line = next;
    }
    if (line || !out.length) out.push(line);
  }
  return out;
}

const PAGE_W = 595,
  PAGE_H = 842,
  M = 40,
  BOTTOM = 60;

class Writer {
  pages: string[][] = [[]];
  used = new Set<string>();
  y = PAGE_H - M;
  get ops() {
    return this.pages[this.pages.length - 1];
  }
  newPage() {
    this.pages.push([]);
    this.y = PAGE_H - M;
  }
  need(h: number) {
    if (this.y - h < BOTTOM) this.newPage();
  }
  text(x: number, y: number, s: string, size = 9, bold = false, align: 'left' | 'right' = 'left', grey = false) {
    if (!s) return;
    const dx = align === 'right' ? x - widthOf(s, size, bold) : x;
    this.ops.push(
      `BT ${grey ? '0.35 g ' : ''}${dx.toFixed(2)} ${y.toFixed(2)} Td ${show(s, size, bold, this.used)} ET${grey ? ' 0 g' : ''}`,
    );
  }
  rule(y: number, x0 = M, x1 = PAGE_W - M, grey = 0.75) {
    this.ops.push(`${grey} G 0.5 w ${x0} ${y.toFixed(2)} m ${x1} ${y.toFixed(2)} l S 0 G`);
  }
  fill(x: number, y: number, w: number, h: number, grey = 0.94) {
    this.ops.push(`${grey} g ${x} ${y.toFixed(2)} ${w} ${h.toFixed(2)} re f 0 g`);
  }
  heading(s: string) {
    this.need(40);
    this.y -= 18;
    this.text(M, this.y, s, 11, true);
    this.y -= 6;
    this.rule(this.y, M, PAGE_W - M, 0.5);
    this.y -= 12;
  }
}

type Col = { label: string; width: number; align: 'left' | 'right' };

function table(w: Writer, cols: Col[], rows: string[][], size = 8.5) {
  const pad = 4;
  const header = () => {
    w.need(18);
    w.fill(M, w.y - 4, PAGE_W - 2 * M, 14);
    let x = M;
    for (const c of cols) {
      w.text(c.align === 'right' ? x + c.width - pad : x + pad, w.y, c.label, size, true, c.align);
      x += c.width;
    }
    w.y -= 14;
  };
  header();
  for (const r of rows) {
    const cells = r.map((v, i) => wrap(v ?? '', cols[i].width - 2 * pad, size));
    const h = Math.max(...cells.map((c) => c.length)) * (size + 2.5) + 3;
    if (w.y - h < BOTTOM) {
      w.newPage();
      header();
    }
    let x = M;
    cells.forEach((lines, i) => {
      const c = cols[i];
      lines.forEach((l, j) =>
        w.text(c.align === 'right' ? x + c.width - pad : x + pad, w.y - j * (size + 2.5), l, size, false, c.align),
      );
      x += c.width;
    });
    w.y -= h;
    w.rule(w.y + size - 1, M, PAGE_W - M, 0.88);
  }
}

/** The PDF of an e-invoice's rendition. */
export function renditionPdf(r: Rendition, lang: PdfLang = 'fr'): Buffer {
  const L = RENDITION_LABELS[labelLang(lang)];
  const amount = (v?: string) => formatAmount(v, lang);
  const w = new Writer();
  // title
  w.text(M, w.y - 6, `${L[r.type]} ${r.number ?? ''}`.trim(), 18, true);
  w.text(PAGE_W - M, w.y - 6, r.seller.name ?? '', 11, true, 'right');
  w.y -= 30;
  const facts: Array<[string, string | undefined]> = [
    [L.date, formatDate(r.issueDate, lang)],
    [L.due, formatDate(r.dueDate, lang)],
    [L.delivery, formatDate(r.deliveryDate, lang)],
    [L.currency, r.currency],
    [L.buyerRef, r.buyerReference],
    [L.order, r.orderReference],
  ];
  for (const [k, v] of facts.filter(([, v]) => v)) {
    w.text(M, w.y, lang === 'fr' ? `${k} :` : `${k}:`, 9, true);
    w.text(M + 110, w.y, v!, 9);
    w.y -= 12;
  }
  // parties side by side
  w.y -= 8;
  const colW = (PAGE_W - 2 * M - 20) / 2;
  const partyLines = (p: Rendition['seller']) =>
    [
      ...(p.tradeName ? [p.tradeName] : []),
      ...p.addressLines,
      [p.postcode, p.city].filter(Boolean).join(' '),
      p.country ?? '',
      ...p.identifiers.map(
        (i) =>
          `${i.type === 'VAT' ? (lang === 'fr' ? 'TVA' : lang === 'de' ? 'USt-IdNr.' : 'VAT') : i.type} ${i.value}`,
      ),
      p.email ?? '',
    ]
      .filter(Boolean)
      .flatMap((l) => wrap(l, colW - 8, 9));
  const sides = [
    { title: L.seller, p: r.seller },
    { title: L.buyer, p: r.buyer },
  ];
  const heights = sides.map(
    (s) => 30 + partyLines(s.p).length * 11 + wrap(s.p.name ?? '', colW - 8, 10, true).length * 12,
  );
  const boxH = Math.max(...heights);
  w.need(boxH + 10);
  sides.forEach((s, i) => {
    const x = M + i * (colW + 20);
    w.fill(x, w.y - boxH + 10, colW, boxH, 0.96);
    let y = w.y - 4;
    w.text(x + 6, y, s.title.toUpperCase(), 8, true, 'left', true);
    y -= 14;
    for (const l of wrap(s.p.name ?? '', colW - 12, 10, true)) {
      w.text(x + 6, y, l, 10, true);
      y -= 12;
    }
    for (const l of partyLines(s.p)) {
      w.text(x + 6, y, l, 9);
      y -= 11;
    }
  });
  w.y -= boxH + 4;
  // lines
  if (r.lines.length) {
    w.heading(L.lines);
    const full = PAGE_W - 2 * M;
    table(
      w,
      [
        { label: '#', width: 24, align: 'left' },
        { label: L.item, width: full - 24 - 60 - 70 - 45 - 76, align: 'left' },
        { label: L.qty, width: 60, align: 'right' },
        { label: L.unitPrice, width: 70, align: 'right' },
        { label: L.vatRate, width: 45, align: 'right' },
        { label: L.net, width: 76, align: 'right' },
      ],
      r.lines.map((l) => [
        l.id ?? '',
        [l.name, l.description && l.description !== l.name ? l.description : ''].filter(Boolean).join('\n'),
        [
          formatAmount(l.quantity, lang, l.quantity?.includes('.') ? undefined : 0).replace(/[.,]00$/, ''),
          unitLabel(l.unit),
        ]
          .filter(Boolean)
          .join(' '),
        amount(l.unitPrice),
        l.vatRate !== undefined ? formatAmount(l.vatRate, lang).replace(/[.,]00$/, '') : (l.vatCategory ?? ''),
        amount(l.net),
      ]),
    );
  }
  // VAT breakdown
  if (r.vat.length) {
    w.heading(L.vat);
    table(
      w,
      [
        { label: L.category, width: 70, align: 'left' },
        { label: L.rate, width: 60, align: 'right' },
        { label: L.base, width: 100, align: 'right' },
        { label: L.vatAmount, width: 100, align: 'right' },
        { label: L.exemption, width: PAGE_W - 2 * M - 330, align: 'left' },
      ],
      r.vat.map((v) => [
        v.category ?? '',
        v.rate !== undefined ? `${formatAmount(v.rate, lang).replace(/[.,]00$/, '')} %` : '',
        amount(v.base),
        amount(v.amount),
        v.exemption ?? '',
      ]),
    );
  }
  // totals
  const totals: Array<[string, string | undefined, boolean]> = [
    [L.tLines, r.totals.lines, false],
    [L.tAllow, r.totals.allowances, false],
    [L.tCharges, r.totals.charges, false],
    [L.tBasis, r.totals.taxBasis, false],
    [L.tTax, r.totals.tax, false],
    [L.tGrand, r.totals.grandTotal, true],
    [L.tPrepaid, r.totals.prepaid, false],
    [L.tPayable, r.totals.payable, true],
  ];
  const optional = new Set([L.tAllow, L.tCharges, L.tPrepaid]);
  const shown = totals.filter(([k, v]) => v !== undefined && !(optional.has(k) && Number(v) === 0));
  w.heading(L.totals);
  w.need(shown.length * 14);
  for (const [k, v, strong] of shown) {
    w.text(PAGE_W - M - 110, w.y, k, strong ? 10 : 9, strong, 'right');
    w.text(PAGE_W - M, w.y, `${amount(v)} ${r.currency ?? ''}`.trim(), strong ? 10 : 9, strong, 'right');
    w.y -= 14;
  }
  // payment
  const pay: Array<[string, string | undefined]> = [
    [L.due, formatDate(r.dueDate, lang)],
    [L.terms, r.payment.terms],
    [L.means, meansLabel(r.payment.meansCode, lang) ?? r.payment.means ?? r.payment.meansCode],
    ['IBAN', r.payment.iban],
    ['BIC', r.payment.bic],
    [L.reference, r.payment.reference],
  ];
  if (pay.some(([, v]) => v)) {
    w.heading(L.payment);
    for (const [k, v] of pay.filter(([, v]) => v)) {
      const lines = wrap(v!, PAGE_W - 2 * M - 110, 9);
      w.need(lines.length * 11 + 2);
      w.text(M, w.y, k, 9, true);
      lines.forEach((l, i) => w.text(M + 110, w.y - i * 11, l, 9));
      w.y -= lines.length * 11 + 2;
    }
  }
  if (r.notes.length) {
    w.heading(L.notes);
    for (const l of r.notes.flatMap((n) => wrap(n, PAGE_W - 2 * M, 8.5))) {
      w.need(11);
      w.text(M, w.y, l, 8.5);
      w.y -= 11;
    }
  }
  // footers
  const total = w.pages.length;
  w.pages.forEach((ops, i) => {
    ops.push(`0.75 G 0.5 w ${M} 42 m ${PAGE_W - M} 42 l S 0 G`);
    const footer = L.footer.replace('{syntax}', `${r.syntax}${r.profile ? ` (${r.profile})` : ''}`).slice(0, 150);
    ops.push(`BT 0.35 g ${M} 30 Td ${show(footer, 7.5, false, w.used)} ET 0 g`);
    const p = `${L.page} ${i + 1}/${total}`;
    ops.push(`BT 0.35 g ${(PAGE_W - M - widthOf(p, 7.5)).toFixed(2)} 18 Td ${show(p, 7.5, false, w.used)} ET 0 g`);
  });
  return assemble(w.pages, `${L[r.type]} ${r.number ?? ''}`.trim(), w.used);
}

/** The PDF file: catalog, pages, one content stream per page, Helvetica and the extra fonts used. */
function assemble(pages: string[][], title: string, used: Set<string>): Buffer {
  const n = pages.length;
  // objects: 1 catalog, 2 pages, 3 F1, 4 F2, 5 info, then per page: page, content
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${6 + i * 2} 0 R`).join(' ')}] /Count ${n} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${infoString(title)} /Producer (Paperdesk) >>`,
  ];
  // extra fonts after the pages: their object numbers are known before the pages are written
  const extra: string[] = [];
  const first = 6 + n * 2;
  const fonts = extraFontObjects(used, (body) => extra.push(body) + first - 1);
  pages.forEach((ops, i) => {
    const content = ops.join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R${fonts ? ` ${fonts}` : ''} >> >> /Contents ${7 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });
  objects.push(...extra);
  return pdfFile(objects, ' /Info 5 0 R');
}
