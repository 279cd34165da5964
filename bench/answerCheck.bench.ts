/**
 * What checking a declared answer costs (server/src/plugins/routeSchemas.ts): a page of documents parsed by its
 * schema and walked for undeclared fields, beside the JSON.stringify every answer pays anyway.
 * `npx tsx bench/answerCheck.bench.ts`
 */
import { documentRecordsAnswer } from '../src/domain/documents/document.model';
import { droppedFields } from '../server/src/plugins/routeSchemas';

const one = {
  uuid: '0b0f7f4e-3c39-4f6c-9d7e-1b0e3c1e9a11',
  id: 'F-2026-0001',
  date: '2026-01-01',
  duedate: '2026-01-31',
  paymentdate: null,
  paymenttype: null,
  extractiondate: '2026-01-02T08:00:00.000Z',
  supplieruuid: null,
  suppliername: 'ACME',
  documentgroupuuid: null,
  origintype: null,
  labeluuid: null,
  status: 2,
  documentid: null,
  name: 'invoice.pdf',
  description: '',
  brancheuuid: 'c',
  companyuuid: 'c',
  filename: 'invoice.pdf',
  message: '',
  recipients: [],
  category: 'INVOICE',
  currency: 'EUR',
  totalht: '100.00',
  totaltva: '20.00',
  totalttc: '120.00',
  vatlines: [{ rate: '20', base: '100.00', amount: '20.00', category: 'S' }],
  solde: '120.00',
  data: [{ uuid: 'd', keyworduuid: 'e', value: '120.00', source: 'xml', confidence: 1 }],
  provenance: { totalttc: { source: 'xml', confidence: 1 } },
  readytovalidate: true,
  mime: 'application/pdf',
  sourcename: null,
  duplicate: false,
  einvoice: false,
  lifecyclecode: null,
  en16931: [],
  channel: 'upload',
  buyerunrecognised: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const time = (runs: number, work: () => void) => {
  for (let i = 0; i < 20; i++) work();
  const start = performance.now();
  for (let i = 0; i < runs; i++) work();
  return ((performance.now() - start) / runs).toFixed(2);
};

for (const n of [50, 500]) {
  const page = Array.from({ length: n }, () => structuredClone(one));
  const parsed = documentRecordsAnswer.parse(page);
  const stringify = time(200, () => JSON.stringify(page));
  const parse = time(200, () => documentRecordsAnswer.safeParse(page));
  const walk = time(200, () => droppedFields(page, parsed));
  console.log(
    `${n} documents: JSON.stringify ${stringify} ms, schema parse ${parse} ms, undeclared-field walk ${walk} ms`,
  );
}
