/**
 * One-page PDFs whose page shows an invoice but whose text layer does not say it, the ways real files fail: a font
 * whose ToUnicode map sends its characters to the private-use area or to code points shifted from the right ones
 * (a subset font's glyph order), letters drawn apart (character spacing), digits without a text mapping (amounts and
 * dates missing from the layer, as when drawn as vector paths). The page renders as the plain `textPdf` does
 * (mupdf draws the glyphs by the font's encoding), so OCR reads the invoice.
 */
import { pdfFile } from '../src/modules/einvoice/pdfFile';
import type { PageText } from './fixtures/heldoutSets';

export const GARBLINGS = ['private-use', 'shifted', 'spaced', 'digits-unmapped'] as const;
export type Garbling = (typeof GARBLINGS)[number];

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
const hex = (n: number, digits: number) => n.toString(16).toUpperCase().padStart(digits, '0');
const isDigitMark = (code: number) => (code >= 0x30 && code <= 0x39) || code === 0x2c || code === 0x2e;

/** The text a font's code (WinAnsi, 0x20-0xFF) gives under each garbling ('spaced' keeps the text). */
const TEXT_OF: Record<Garbling, (code: number) => number> = {
  'private-use': (code) => 0xe000 + code,
  // the glyph index of a TrueType subset taken for the character: 'a' (0x61) reads 'D', '1' a control character
  shifted: (code) => (code === 0x20 ? code : code - 29),
  spaced: (code) => code,
  'digits-unmapped': (code) => (isDigitMark(code) ? 0x20 : code),
};

function toUnicode(map: (code: number) => number): string {
  const codes = Array.from({ length: 0x100 - 0x20 }, (_, i) => i + 0x20);
  const blocks: string[] = [];
  for (let i = 0; i < codes.length; i += 100) {
    const part = codes.slice(i, i + 100);
    blocks.push(
      `${part.length} beginbfchar\n${part.map((c) => `<${hex(c, 2)}> <${hex(map(c), 4)}>`).join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Garbled def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    ...blocks,
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
}

/** `lines` (as `textPdf` takes them) printed in Helvetica, with a text layer garbled by `garbling`. */
export function garbledPdf(lines: PageText[], garbling: Garbling): Buffer {
  const spacing = garbling === 'spaced' ? '3 Tc ' : '';
  const content = lines
    .map(([x, y, size, text]) => `BT /F1 ${size} Tf ${spacing}${x} ${y} Td (${esc(text)}) Tj ET`)
    .join('\n');
  const stream = Buffer.from(content, 'latin1');
  const cmap = toUnicode(TEXT_OF[garbling]);
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /ToUnicode 6 0 R >>',
    `<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`,
  ]);
}
