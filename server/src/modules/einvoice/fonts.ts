/**
 * Fonts of the rendition PDF beyond Helvetica's WinAnsi: Cyrillic from Liberation Sans (shipped with pdfjs-dist,
 * embedded, a simple font whose codes 168/184/192-255 are Ё, ё, А-я as in Windows-1251), Chinese (and any other
 * character) from the Adobe-GB1 font STSong-Light that PDF readers provide (not embedded, UCS-2 codes through
 * the UniGB-UCS2-H CMap, with a ToUnicode map so the text can be copied and searched).
 * A text is cut into runs, each drawn in the font that has its characters.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { HELVETICA } from './fontMetrics';

export type FontKind = 'latin' | 'cyr' | 'cjk';
export interface Run {
  kind: FontKind;
  text: string;
}

const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
/** The WinAnsi code of a character, or undefined when Helvetica's encoding lacks it. */
function winAnsiCode(ch: string): number | undefined {
  const c = ch.codePointAt(0)!;
  if ((c >= 32 && c < 127) || (c >= 0xa0 && c <= 0xff)) return c;
  const i = CP1252.indexOf(ch);
  return i >= 0 && ch.length === 1 && !/[\u0081\u008d\u008f\u0090\u009d]/.test(ch) ? 0x80 + i : undefined;
}

/** Windows-1251 codes of the Cyrillic letters we draw with Liberation Sans. */
function cyrCode(ch: string): number | undefined {
  const c = ch.codePointAt(0)!;
  if (c >= 0x410 && c <= 0x44f) return c - 0x410 + 192;
  if (c === 0x401) return 168;
  if (c === 0x451) return 184;
  return undefined;
}

export function runsOf(s: string): Run[] {
  const runs: Run[] = [];
  for (const ch of s) {
    const kind: FontKind = winAnsiCode(ch) !== undefined ? 'latin' : cyrCode(ch) !== undefined ? 'cyr' : 'cjk';
    const last = runs[runs.length - 1];
    if (last && last.kind === kind) last.text += ch;
    else runs.push({ kind, text: ch });
  }
  return runs;
}

// ---------- Liberation Sans: glyph widths from its cmap and hmtx ----------

interface TrueType {
  file: Buffer;
  /** advance width (1/1000 em) per Windows-1251 code 168..255 */
  widths: number[];
}
const cache: Partial<Record<'regular' | 'bold', TrueType>> = {};

function fontFile(bold: boolean): string {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  );
  return path.join(dir, bold ? 'LiberationSans-Bold.ttf' : 'LiberationSans-Regular.ttf');
}

/** The glyph index of a Unicode BMP character by the font's (3,1) format-4 cmap. */
function glyphOf(buf: Buffer, cmap: number, code: number): number {
  const n = buf.readUInt16BE(cmap + 2);
  for (let i = 0; i < n; i++) {
    const rec = cmap + 4 + i * 8;
    if (buf.readUInt16BE(rec) !== 3 || buf.readUInt16BE(rec + 2) !== 1) continue;
    const sub = cmap + buf.readUInt32BE(rec + 4);
    if (buf.readUInt16BE(sub) !== 4) continue;
    const segX2 = buf.readUInt16BE(sub + 6);
    const ends = sub + 14,
      starts = ends + segX2 + 2,
      deltas = starts + segX2,
      offsets = deltas + segX2;
    for (let s = 0; s < segX2; s += 2) {
      if (code > buf.readUInt16BE(ends + s)) continue;
      const start = buf.readUInt16BE(starts + s);
      if (code < start) return 0;
      const delta = buf.readInt16BE(deltas + s),
        ro = buf.readUInt16BE(offsets + s);
      if (!ro) return (code + delta) & 0xffff;
      const g = buf.readUInt16BE(offsets + s + ro + (code - start) * 2);
      return g ? (g + delta) & 0xffff : 0;
    }
  }
  return 0;
}

function liberation(bold: boolean): TrueType {
  const key = bold ? 'bold' : 'regular';
  const hit = cache[key];
  if (hit) return hit;
  const file = fs.readFileSync(fontFile(bold));
  const tables = new Map<string, number>();
  for (let i = 0, n = file.readUInt16BE(4); i < n; i++) {
    const r = 12 + i * 16;
    tables.set(file.toString('latin1', r, r + 4), file.readUInt32BE(r + 8));
  }
  const head = tables.get('head')!,
    hhea = tables.get('hhea')!,
    hmtx = tables.get('hmtx')!,
    cmap = tables.get('cmap')!;
  const unitsPerEm = file.readUInt16BE(head + 18);
  const metrics = file.readUInt16BE(hhea + 34);
  const advance = (g: number) => file.readUInt16BE(hmtx + Math.min(g, metrics - 1) * 4);
  const widths: number[] = [];
  for (let code = 168; code <= 255; code++) {
    const u = code === 168 ? 0x401 : code === 184 ? 0x451 : code >= 192 ? 0x410 + code - 192 : 0;
    const g = u ? glyphOf(file, cmap, u) : 0;
    widths.push(u && g ? Math.round((advance(g) * 1000) / unitsPerEm) : 0);
  }
  return (cache[key] = { file, widths });
}

/** Width of a run in points. */
export function runWidth(run: Run, size: number, bold: boolean): number {
  let w = 0;
  if (run.kind === 'latin')
    for (const ch of run.text) w += HELVETICA[bold ? 'bold' : 'regular'][winAnsiCode(ch)! - 32] ?? 556;
  else if (run.kind === 'cyr') {
    const widths = liberation(bold).widths;
    for (const ch of run.text) w += widths[cyrCode(ch)! - 168] || 556;
  } else w += [...run.text].length * 1000;
  return (w * size) / 1000;
}

/** The string operand of a run for its font: WinAnsi or Windows-1251 literal, or UCS-2 hex for the CJK font. */
export function runOperand(run: Run): string {
  if (run.kind === 'cjk') {
    let hex = '';
    for (const ch of run.text) {
      const c = ch.codePointAt(0)!;
      hex += (c > 0xffff ? 0x3f : c).toString(16).padStart(4, '0');
    }
    return `<${hex}>`;
  }
  const codes = [...run.text].map((ch) => (run.kind === 'latin' ? winAnsiCode(ch)! : cyrCode(ch)!));
  return `(${String.fromCharCode(...codes).replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Resource names: F1/F2 Helvetica, F3/F4 Liberation Sans, F5 STSong-Light. */
export const fontName = (kind: FontKind, bold: boolean) =>
  kind === 'latin' ? (bold ? 'F2' : 'F1') : kind === 'cyr' ? (bold ? 'F4' : 'F3') : 'F5';

/**
 * The PDF objects of the extra fonts that the content uses: `add` appends an object and answers its number.
 * Answers the font resource entries ("/F3 12 0 R ...").
 */
export function extraFontObjects(used: Set<string>, add: (body: string) => number): string {
  const entries: string[] = [];
  for (const [name, bold] of [
    ['F3', false],
    ['F4', true],
  ] as const) {
    if (!used.has(name)) continue;
    const t = liberation(bold);
    const packed = zlib.deflateSync(t.file);
    const fileObj = add(
      `<< /Length ${packed.length} /Length1 ${t.file.length} /Filter /FlateDecode >>\nstream\n${packed.toString('latin1')}\nendstream`,
    );
    const base = bold ? 'LiberationSans-Bold' : 'LiberationSans';
    const desc = add(
      `<< /Type /FontDescriptor /FontName /${base} /Flags 32 /FontBBox [-544 -303 1302 980] /ItalicAngle 0 /Ascent 905 /Descent -212 /CapHeight 716 /StemV ${bold ? 140 : 80} /FontFile2 ${fileObj} 0 R >>`,
    );
    const names = [
      '/uni0401',
      ...Array.from({ length: 15 }, () => '/space'),
      '/uni0451',
      ...Array.from({ length: 7 }, () => '/space'),
      ...Array.from({ length: 64 }, (_, i) => `/uni${(0x410 + i).toString(16).toUpperCase().padStart(4, '0')}`),
    ];
    const font = add(
      `<< /Type /Font /Subtype /TrueType /BaseFont /${base} /FirstChar 168 /LastChar 255 /Widths [${t.widths.join(' ')}] /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [168 ${names.join(' ')}] >> /FontDescriptor ${desc} 0 R >>`,
    );
    entries.push(`/${name} ${font} 0 R`);
  }
  if (used.has('F5')) {
    const desc = add(
      '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    );
    const cid = add(
      `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /DW 1000 /FontDescriptor ${desc} 0 R >>`,
    );
    const map = toUnicodeUcs2();
    const uni = add(`<< /Length ${map.length} >>\nstream\n${map}\nendstream`);
    const font = add(
      `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light-UniGB-UCS2-H /Encoding /UniGB-UCS2-H /DescendantFonts [${cid} 0 R] /ToUnicode ${uni} 0 R >>`,
    );
    entries.push(`/F5 ${font} 0 R`);
  }
  return entries.join(' ');
}

/** ToUnicode CMap for 2-byte UCS-2 codes: each code is its own Unicode value. */
function toUnicodeUcs2(): string {
  const ranges: string[] = [];
  for (let hi = 0; hi < 256; hi++) {
    const h = hi.toString(16).padStart(2, '0');
    ranges.push(`<${h}00> <${h}ff> <${h}00>`);
  }
  const blocks: string[] = [];
  for (let i = 0; i < ranges.length; i += 100) {
    const chunk = ranges.slice(i, i + 100);
    blocks.push(`${chunk.length} beginbfrange\n${chunk.join('\n')}\nendbfrange`);
  }
  return [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <ffff> endcodespacerange',
    ...blocks,
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
}
