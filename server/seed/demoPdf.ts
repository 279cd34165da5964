/**
 * A small, valid one-page PDF with a text layer (Helvetica, WinAnsi), for demo invoices: the extraction
 * pipeline reads it like any supplier's PDF.
 */
import { formatIban } from '../../src/domain/bankDetails/bankAccount';
import { pdfFile } from '../src/modules/einvoice/pdfFile';

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** `lines`: [x, y, size, text] in points from the bottom-left of an A4 page. */
export function textPdf(lines: Array<[number, number, number, string]>): Buffer {
  const content = lines.map(([x, y, size, text]) => `BT /F1 ${size} Tf ${x} ${y} Td (${esc(text)}) Tj ET`).join('\n');
  const stream = Buffer.from(content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  return pdfFile(objects);
}

export interface DemoInvoice {
  /** A seller without a SIREN (abroad) prints its VAT number alone. */
  seller: { name: string; address: string; siren?: string; vat: string };
  buyer: { name: string; address: string };
  number: string;
  date: string;
  due: string;
  credit?: boolean;
  lines: Array<{ label: string; amount: string }>;
  ht: string;
  tva: string;
  ttc: string;
  /** VAT by rate when it has several (printed as a summary line per rate); else one "TVA 20 %" line. */
  vat?: Array<{ rate: string; base: string; amount: string }>;
  /** The seller's account, printed in the footer ("Règlement par virement - IBAN …"). */
  bank?: { iban: string; bic: string };
  /** ISO 4217 of every amount printed (EUR when absent). */
  currency?: string;
}

const fr = (day: string) => day.split('-').reverse().join('/');

/** An invoice (or credit note) laid out as French suppliers print them. */
export function invoicePdf(inv: DemoInvoice): Buffer {
  const money = (v: string) => `${v.replace('.', ',')} ${inv.currency ?? 'EUR'}`;
  const l: Array<[number, number, number, string]> = [
    [50, 790, 16, inv.seller.name],
    [50, 772, 10, inv.seller.address],
    [
      50,
      758,
      10,
      inv.seller.siren
        ? `SIREN ${inv.seller.siren} - TVA intracommunautaire ${inv.seller.vat}`
        : `TVA ${inv.seller.vat}`,
    ],
    [330, 700, 11, inv.buyer.name],
    [330, 686, 10, inv.buyer.address],
    [50, 640, 16, `${inv.credit ? 'AVOIR' : 'FACTURE'} N° ${inv.number}`],
    [50, 616, 10, `Date de facture : ${fr(inv.date)}`],
    [50, 602, 10, `Date d'échéance : ${fr(inv.due)}`],
    [50, 560, 10, 'Désignation'],
    [450, 560, 10, 'Montant HT'],
  ];
  inv.lines.forEach((line, i) =>
    l.push([50, 540 - i * 16, 10, line.label], [450, 540 - i * 16, 10, money(line.amount)]),
  );
  const vat = inv.vat ?? [{ rate: '20', base: '', amount: inv.tva }];
  let y = 520 - inv.lines.length * 16;
  l.push([330, y, 10, 'Total HT'], [450, y, 10, money(inv.ht)]);
  for (const v of vat) {
    y -= 16;
    const rate = `TVA ${v.rate.replace('.', ',')} %`;
    l.push(
      [inv.vat ? 250 : 330, y, 10, inv.vat ? `${rate} sur ${money(v.base)}` : rate],
      [450, y, 10, money(v.amount)],
    );
  }
  if (inv.vat) l.push([330, (y -= 16), 10, 'Total TVA'], [450, y, 10, money(inv.tva)]);
  l.push([330, y - 16, 11, 'Total TTC'], [450, y - 16, 11, money(inv.ttc)]);
  if (inv.bank) l.push([50, 80, 9, `Règlement par virement - IBAN ${formatIban(inv.bank.iban)} - BIC ${inv.bank.bic}`]);
  return textPdf(l);
}
