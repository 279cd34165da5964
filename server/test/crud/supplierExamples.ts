import { DEFAULT_EMAIL_TEMPLATE } from '../../../src/domain/suppliers/constants';
import { luhnValid } from '../../../src/domain/suppliers/identifiers';

/** A random valid SIREN (8 random digits and the Luhn check digit): identifiers are unique per origin type. */
export function randomSiren(): string {
  const head = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  for (let d = 0; d <= 9; d++) if (luhnValid(head + d)) return head + d;
  throw new Error('unreachable');
}
export const withoutKeys = (o: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
export const unique = (s: string) => `${s} ${Math.random().toString(36).slice(2, 8)}`;

/** Every default of a document source (spec §3, §9). */
export const SUPPLIER_DEFAULTS = {
  description: '',
  visible: 0,
  divers: false,
  identifiers: [],
  phone: '',
  address: '',
  email: '',
  origintype: null,
  paymenttypeuuid: null,
  payonvalidation: false,
  automail: false,
  includeattachments: true,
  emailtemplate: DEFAULT_EMAIL_TEMPLATE,
  duedateenum: 1,
  duedatexdays: -1,
  paymentdateenum: 1,
  paymentdatexdays: -1,
  labels: [],
  ocralgorithm: 'PDF',
  embedmode: 'OCRRESULT',
  excludedbranches: '',
  configuration: null,
  configurations: [],
  defaultdocumentgroupuuid: null,
  pagenumbers: -1,
};
