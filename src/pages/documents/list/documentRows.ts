import type { DocumentRecord } from '../../../../resources/documents/model';
import { highlight } from '../../../../resources/documents/rules';
import { isAmount, toCents } from '../../../../resources/money';
import type { ReferenceIndex } from '../shared/referenceData';
import type { DocumentLabelDef } from '../shared/types';

/** What the document table shows of a document. */
export interface DocumentRow {
  uuid: string;
  doc: DocumentRecord;
  number: string;
  date: string | null;
  supplier: string;
  group: string;
  status: number;
  label?: DocumentLabelDef;
  ttc: string | null;
  duplicate: boolean;
  /** Red highlighting of spec §5 (the type rule only for invoice groups, which carry a type). */
  flags: { amounts: boolean; message: boolean; type: boolean };
}

export const isFlagged = (row: Pick<DocumentRow, 'flags' | 'duplicate'>) =>
  row.duplicate || row.flags.amounts || row.flags.message || row.flags.type;

export function toRow(doc: DocumentRecord, index: Pick<ReferenceIndex, 'source' | 'group' | 'label'>): DocumentRow {
  const group = doc.documentgroupuuid ? index.group.get(doc.documentgroupuuid) : undefined;
  const invoiceGroup = group?.type === 'INVOICES';
  const h = highlight({ ht: doc.totalht, tva: doc.totaltva, ttc: doc.totalttc, message: doc.message, type: doc.category });
  const source = doc.supplieruuid ? index.source.get(doc.supplieruuid) : undefined;
  return {
    uuid: doc.uuid,
    doc,
    number: doc.id,
    date: doc.date,
    supplier: (source?.divers ? doc.suppliername : source?.name) || doc.suppliername || '',
    group: group?.name ?? '',
    status: doc.status,
    label: doc.labeluuid ? index.label.get(doc.labeluuid) : undefined,
    ttc: doc.totalttc,
    duplicate: doc.duplicate,
    flags: { amounts: h.amounts, message: h.message, type: invoiceGroup && h.type },
  };
}

export type SortField = 'number' | 'date' | 'supplier' | 'group' | 'status' | 'label' | 'ttc';
export interface Sort { field: SortField; order: 'asc' | 'desc' }

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The quick filter: every word must appear in the number, supplier, group, label, file name or TTC. */
export function filterRows(rows: DocumentRow[], text: string): DocumentRow[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (!words.length) return rows;
  return rows.filter((r) => {
    const hay = fold([r.number, r.supplier, r.group, r.label?.name ?? '', r.doc.filename, r.ttc ?? ''].join(' '));
    return words.every((w) => hay.includes(w));
  });
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: DocumentRow, b: DocumentRow, field: SortField): number {
  switch (field) {
    case 'ttc': {
      const [x, y] = [isAmount(a.ttc) ? toCents(a.ttc) : null, isAmount(b.ttc) ? toCents(b.ttc) : null];
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 'status':
      return a.status - b.status;
    case 'date':
      if (!a.date || !b.date) return a.date === b.date ? 0 : a.date ? -1 : 1;
      return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
    case 'label':
      return collator.compare(a.label?.name ?? '', b.label?.name ?? '');
    default:
      return collator.compare(a[field], b[field]);
  }
}

/** Sorted copy; missing values go last whatever the order; ties keep the server's order. */
export function sortRows(rows: DocumentRow[], sort: Sort): DocumentRow[] {
  const missing = (r: DocumentRow) => (sort.field === 'ttc' ? !isAmount(r.ttc) : sort.field === 'date' ? !r.date : false);
  return rows
    .map((row, i) => ({ row, i }))
    .sort((x, y) => {
      const [mx, my] = [missing(x.row), missing(y.row)];
      if (mx !== my) return mx ? 1 : -1;
      const c = compare(x.row, y.row, sort.field);
      return (sort.order === 'asc' ? c : -c) || x.i - y.i;
    })
    .map(({ row }) => row);
}
