/** Corpus labels and the comparison of extracted fields with them (bench helper). */
import fs from 'node:fs';
import path from 'node:path';
import { toCents } from '../../src/domain/money';
import type { ExtractedFields } from '../../server/src/modules/extraction';
import { normName } from '../../server/src/modules/extraction';
import type { LabelValues } from '../../server/test/fixtures/invoices';

/** A corpus document's labels: its true values, where it lies and what it holds. */
export interface Label extends LabelValues {
  folder: string;
  type: 'INVOICE' | 'CREDIT' | null;
  has_text_layer: boolean;
  has_embedded_xml: boolean;
  /** Layout family (the corpus's `group`); invoice2data documents have none: their supplier is the family. */
  group?: string | null;
}

export const FIELDS = [
  'invoice_number',
  'date',
  'due_date',
  'supplier',
  'total_ht',
  'tva',
  'total_ttc',
  'type',
] as const;
export type Field = (typeof FIELDS)[number];
export const FIELD_TITLES: Record<Field, string> = {
  invoice_number: 'invoice number',
  date: 'date',
  due_date: 'due date',
  supplier: 'supplier',
  total_ht: 'HT',
  tva: 'TVA',
  total_ttc: 'TTC',
  type: 'type',
};

export function loadLabels(corpusDir: string): Label[] {
  const out: Label[] = [];
  for (const folder of fs.readdirSync(corpusDir).sort()) {
    const f = path.join(corpusDir, folder, 'labels.json');
    if (!fs.existsSync(f)) continue;
    for (const l of JSON.parse(fs.readFileSync(f, 'utf8')) as Label[]) out.push({ ...l, folder });
  }
  return out;
}

/** Counted: the true value is known and printed (label_check not false for it). */
export function counted(l: Label, field: Field): boolean {
  if (l[field] === null || l[field] === undefined) return false;
  return l.label_check?.[field] !== false;
}

const sameAmount = (got: string | undefined, want: number, credit: boolean) => {
  if (got === undefined) return false;
  try {
    const g = toCents(got),
      w = toCents(want);
    return credit ? (g < 0n ? -g : g) === (w < 0n ? -w : w) : g === w;
  } catch {
    return false;
  }
};

/** Whether the extracted field equals the label. `known` = the labels' suppliers were registered. */
export function correct(l: Label, f: ExtractedFields, field: Field): boolean {
  const credit = l.type === 'CREDIT';
  switch (field) {
    case 'invoice_number':
      return f.invoiceNumber?.value === l.invoice_number;
    case 'date':
      return f.date?.value === l.date;
    case 'due_date':
      return f.dueDate?.value === l.due_date;
    case 'supplier':
      return !!f.supplier && normName(f.supplier.value.name) === normName(l.supplier!);
    case 'total_ht':
      return sameAmount(f.totalHT?.value, l.total_ht!, credit);
    case 'tva':
      return sameAmount(f.totalTVA?.value, l.tva!, credit);
    case 'total_ttc':
      return sameAmount(f.totalTTC?.value, l.total_ttc!, credit);
    case 'type':
      return f.type?.value === l.type;
  }
}

/** The extracted value of a field, with its confidence. */
export function valueOf(f: ExtractedFields, field: Field): { confidence: number } | undefined {
  return {
    invoice_number: f.invoiceNumber,
    date: f.date,
    due_date: f.dueDate,
    supplier: f.supplier,
    total_ht: f.totalHT,
    tva: f.totalTVA,
    total_ttc: f.totalTTC,
    type: f.type,
  }[field];
}

/**
 * Calibration: of the fields extracted with a confidence in a band, the share right (a value found and wrong
 * counts against its band; a value not found counts in none). Bands from the top: at or above 0.9, 0.7, 0.5, 0.
 */
export class Reliability {
  static readonly BANDS = [0.9, 0.7, 0.5, 0] as const;
  readonly byBand = new Map<number, Tally>(Reliability.BANDS.map((b) => [b, { ok: 0, n: 0 }]));

  add(confidence: number | undefined, right: boolean) {
    if (confidence === undefined) return;
    const band = Reliability.BANDS.find((b) => confidence >= b) ?? 0;
    const t = this.byBand.get(band)!;
    t.n++;
    if (right) t.ok++;
  }

  lines(): string[] {
    return Reliability.BANDS.map((b) => `  confidence >= ${b.toFixed(1)}: ${pct(this.byBand.get(b))} right`);
  }
}

export function describe(f: ExtractedFields, field: Field): string {
  switch (field) {
    case 'invoice_number':
      return String(f.invoiceNumber?.value);
    case 'date':
      return String(f.date?.value);
    case 'due_date':
      return String(f.dueDate?.value);
    case 'supplier':
      return String(f.supplier?.value.name);
    case 'total_ht':
      return String(f.totalHT?.value);
    case 'tva':
      return String(f.totalTVA?.value);
    case 'total_ttc':
      return String(f.totalTTC?.value);
    case 'type':
      return String(f.type?.value);
  }
}

export interface Tally {
  ok: number;
  n: number;
}

export class Score {
  /** folder -> field -> tally */
  readonly byFolder = new Map<string, Map<Field, Tally>>();
  readonly misses: string[] = [];
  readonly reliability = new Reliability();

  add(l: Label, f: ExtractedFields, fields: readonly Field[] = FIELDS) {
    for (const field of fields) {
      if (!counted(l, field)) continue;
      const folder = this.byFolder.get(l.folder) ?? new Map<Field, Tally>();
      this.byFolder.set(l.folder, folder);
      const t = folder.get(field) ?? { ok: 0, n: 0 };
      folder.set(field, t);
      t.n++;
      const right = correct(l, f, field);
      this.reliability.add(valueOf(f, field)?.confidence, right);
      if (right) t.ok++;
      else this.misses.push(`${l.file} ${field}: got ${describe(f, field)}, want ${String(l[field])}`);
    }
  }

  total(field: Field): Tally {
    const t = { ok: 0, n: 0 };
    for (const m of this.byFolder.values()) {
      const x = m.get(field);
      if (x) {
        t.ok += x.ok;
        t.n += x.n;
      }
    }
    return t;
  }
}

export const pct = (t: Tally | undefined) =>
  !t || !t.n ? '   -  ' : `${((100 * t.ok) / t.n).toFixed(0).padStart(3)}% ${`${t.ok}/${t.n}`.padStart(5)}`;

export function median(xs: number[]): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
