import type { DocumentRecord } from '../../../domain/documents/document.model';
import { highlight } from '../../../domain/documents/rules';
import type { ReferenceIndex } from '../../shared/referenceData';
import type { DocumentLabelDef } from '../../shared/types';

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

export function toRow(doc: DocumentRecord, index: Pick<ReferenceIndex, 'group' | 'label'>): DocumentRow {
  const group = doc.documentgroupuuid ? index.group.get(doc.documentgroupuuid) : undefined;
  const invoiceGroup = group?.type === 'INVOICES';
  const h = highlight({
    ht: doc.totalht,
    tva: doc.totaltva,
    ttc: doc.totalttc,
    message: doc.message,
    type: doc.category,
  });
  return {
    uuid: doc.uuid,
    doc,
    number: doc.id,
    date: doc.date,
    // the source's name, or the name typed for the generic source
    supplier: doc.sourcename || doc.suppliername || '',
    group: group?.name ?? '',
    status: doc.status,
    label: doc.labeluuid ? index.label.get(doc.labeluuid) : undefined,
    ttc: doc.totalttc,
    duplicate: doc.duplicate,
    flags: { amounts: h.amounts, message: h.message, type: invoiceGroup && h.type },
  };
}

/** The columns the server sorts by (group and label names are not sortable). */
export type SortField = 'number' | 'date' | 'supplier' | 'status' | 'ttc';
export type Column = SortField | 'group' | 'label' | 'branch';
export interface Sort {
  field: string;
  order: 'ASC' | 'DESC';
}
