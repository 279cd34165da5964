import type { DocumentRecord } from '../../../domain/documents/document.model';
import type { ApiRequest } from '../../../providers/data/http';
import type { KeywordDef } from '../../shared/types';

export const ORIGIN = {
  uuid: '00000000-0000-4000-8000-00000000000a',
  name: 'Fournisseurs étrangers',
  description: '',
  visible: true,
  type: 'SUPPLIER',
  documentgroups: [],
  index: 0,
};
export const GROUP = {
  uuid: '00000000-0000-4000-8000-00000000000b',
  name: 'Factures',
  type: 'INVOICES',
  description: '',
  configuration: '',
  categoryuuid: null,
  keywords: ['ht', 'tva', 'ttc', 'due', 'type', 'note', 'lines'].map((k, index) => ({ keyworduuid: `kw-${k}`, index })),
};
/** A keyword (named by its uuid), optional and shown unless patched. */
export const aKeyword = (uuid: string, type: string, valuetype = 'NUMBER', patch: Partial<KeywordDef> = {}) =>
  ({
    uuid,
    name: uuid,
    label: '',
    extractionkey: '',
    description: '',
    valuetype,
    type,
    group: null,
    manadatory: false,
    visible: true,
    showtotalsinfooter: false,
    choices: [],
    ...patch,
  }) as KeywordDef;
const keyword = (key: string, type: string, valuetype: string, patch: Partial<KeywordDef> = {}) =>
  aKeyword(`kw-${key}`, type, valuetype, { name: key.toUpperCase(), ...patch });
export const KEYWORDS = [
  keyword('ht', 'HT', 'NUMBER', { label: 'Total HT' }),
  keyword('tva', 'TVA', 'NUMBER', { label: 'TVA' }),
  keyword('ttc', 'TTC', 'NUMBER', { label: 'Total TTC' }),
  keyword('due', 'DUE_DATE', 'DATE', { label: 'Due date' }),
  keyword('type', 'TYPE', 'ENUMERATED', { label: 'Type', choices: ['INVOICE', 'CREDIT'] }),
  keyword('note', 'CUSTOM', 'TEXT', { label: 'Internal note', visible: false }),
  keyword('lines', 'CUSTOM', 'TABLE', { label: 'Lines', choices: ['Item', 'Amount'], showtotalsinfooter: true }),
];
export const SOURCE = { uuid: '00000000-0000-4000-8000-00000000000c', name: 'EDF', divers: false, visible: 0 };
export const GENERIC_SOURCE = {
  uuid: '00000000-0000-4000-8000-00000000000e',
  name: 'Divers',
  divers: true,
  visible: 0,
};
export const ARCHIVED_SOURCE = {
  uuid: '00000000-0000-4000-8000-00000000000f',
  name: 'EDF Ancien',
  divers: false,
  visible: 2,
};
type FakeSource = { uuid: string; name: string; visible: number };

/**
 * GET /suppliers and GET /suppliers/{id} as the server answers them: filter q (name, case-insensitive),
 * id and visible; sorted by name; range. `sourceRoutes()` holds SOURCE, GENERIC_SOURCE and ARCHIVED_SOURCE.
 */
export function sourceRoutes(sources: FakeSource[] = [SOURCE, GENERIC_SOURCE, ARCHIVED_SOURCE]) {
  const search = (req: ApiRequest) => {
    const filter = JSON.parse(String(req.query?.filter ?? '{}')) as { q?: string; id?: string[]; visible?: number[] };
    const [start, end] = JSON.parse(String(req.query?.range ?? '[0,9999]')) as [number, number];
    return sources
      .filter((s) => !filter.q || s.name.toLowerCase().includes(filter.q.toLowerCase()))
      .filter(
        (s) => (!filter.id || filter.id.includes(s.uuid)) && (!filter.visible || filter.visible.includes(s.visible)),
      )
      .sort((a, b) => a.name.localeCompare(b.name))
      .slice(start, end + 1);
  };
  return { 'GET /suppliers': search, ...Object.fromEntries(sources.map((s) => [`GET /suppliers/${s.uuid}`, s])) };
}
export const LABEL = {
  uuid: '00000000-0000-4000-8000-00000000000d',
  name: 'Urgent',
  color: '#d32f2f',
  description: '',
};

export const aDocument = (patch: Partial<DocumentRecord> = {}): DocumentRecord => ({
  uuid: '00000000-0000-4000-8000-000000000001',
  id: 'F-2026-001',
  date: '2026-01-15',
  duedate: '2026-02-15',
  paymentdate: null,
  paymenttype: null,
  extractiondate: '2026-01-16T08:00:00.000Z',
  supplieruuid: SOURCE.uuid,
  suppliername: 'EDF',
  documentgroupuuid: GROUP.uuid,
  origintype: ORIGIN.uuid,
  labeluuid: LABEL.uuid,
  status: 1,
  documentid: 'f1',
  name: 'facture',
  description: '',
  brancheuuid: 'm',
  companyuuid: 'm',
  filename: 'facture-edf.pdf',
  message: '',
  recipients: [],
  category: 'INVOICE',
  currency: 'EUR',
  totalht: '100.00',
  totaltva: '20.00',
  totalttc: '120.00',
  vatlines: [{ rate: '20', base: '100.00', amount: '20.00', category: 'S' }],
  solde: '-1',
  data: [
    { uuid: 'v1', keyworduuid: 'kw-ht', value: '100.00', source: 'xml', confidence: 1 },
    { uuid: 'v2', keyworduuid: 'kw-tva', value: '20.00', source: 'text', confidence: 0.9 },
    { uuid: 'v3', keyworduuid: 'kw-ttc', value: '120.00', source: 'ocr', confidence: 0.5 },
    { uuid: 'v4', keyworduuid: 'kw-due', value: '2026-02-15', source: 'text', confidence: 0.8 },
    { uuid: 'v5', keyworduuid: 'kw-type', value: 'INVOICE', source: 'text', confidence: 0.9 },
  ],
  provenance: { invoiceNumber: { source: 'text', confidence: 0.95 } },
  mime: 'application/pdf',
  sourcename: 'EDF',
  duplicate: false,
  createdAt: '2026-01-16T08:00:00.000Z',
  ...patch,
});

/** The configuration lists a page reads. */
export const REFERENCE_ROUTES = {
  'GET /origintypes': [ORIGIN],
  'GET /documentgroups': [GROUP],
  'GET /keywords': KEYWORDS,
  ...sourceRoutes(),
  'GET /documentlabels': [LABEL],
  'GET /labels': [],
  'GET /paymenttypes': [],
};
