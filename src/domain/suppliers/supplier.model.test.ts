import { describe, expect, it } from 'vitest';
import { validateWith } from '../defineResource';
import {
  DEFAULT_EMAIL_TEMPLATE,
  dueDateMode,
  fillTemplate,
  paymentDateMode,
  splitBranches,
  unknownPlaceholders,
} from './constants';
import { supplierModel } from './supplier.model';

const parse = (v: Record<string, unknown>) => supplierModel.schema.safeParse(v);
const errors = validateWith(supplierModel.schema);

describe('supplier model', () => {
  it('fills every default of the spec', () => {
    const s = supplierModel.schema.parse({ name: 'ACME' });
    expect(s).toEqual({
      name: 'ACME',
      description: '',
      origintype: null,
      visible: 0,
      divers: false,
      identifiers: [],
      phone: '',
      address: '',
      email: '',
      paymenttypeuuid: null,
      payonvalidation: false,
      duedateenum: 1,
      duedatexdays: -1,
      paymentdateenum: 1,
      paymentdatexdays: -1,
      automail: false,
      includeattachments: true,
      emailtemplate: DEFAULT_EMAIL_TEMPLATE,
      ocralgorithm: 'PDF',
      embedmode: 'OCRRESULT',
      pagenumbers: -1,
      defaultdocumentgroupuuid: null,
      configuration: null,
      configurations: [],
      excludedbranches: '',
      labels: [],
    });
  });

  it('normalises identifiers and names the one refused', () => {
    const ok = parse({
      name: 'A',
      identifiers: [
        { type: 'SIRET', value: '732 829 320 00074' },
        { type: 'VAT', value: 'fr 44 732829320' },
      ],
    });
    expect(ok.success && ok.data.identifiers).toEqual([
      { type: 'SIRET', value: '73282932000074' },
      { type: 'VAT', value: 'FR44732829320' },
    ]);
    expect(
      errors({
        name: 'A',
        identifiers: [
          { type: 'SIREN', value: '732829320' },
          { type: 'IBAN', value: 'FR00 1234' },
        ],
      }),
    ).toEqual({
      'identifiers.1.value': { message: 'error.ibanlength', args: { country: 'FR', expected: 27, actual: 8 } },
    });
    expect(
      errors({
        name: 'A',
        identifiers: [
          { type: 'SIREN', value: '732829320' },
          { type: 'SIREN', value: '732 829 320' },
        ],
      }),
    ).toEqual({ 'identifiers.1.value': 'error.identifierduplicate' });
    expect(errors({ name: 'A', identifiers: [{ type: 'PHONE', value: '1' }] })).toHaveProperty('identifiers.0.type');
  });

  it('validates the e-mail, phone, page numbers and placeholders', () => {
    expect(errors({ name: 'A', email: 'not-an-email' })).toEqual({ email: 'error.email' });
    expect(errors({ name: 'A', email: '' })).toEqual({});
    expect(errors({ name: 'A', phone: 'call me' })).toEqual({ phone: 'error.phone' });
    expect(errors({ name: 'A', pagenumbers: 0 })).toEqual({ pagenumbers: 'error.pagenumbers' });
    expect(errors({ name: 'A', emailtemplate: 'Total {amount}' })).toEqual({ emailtemplate: 'error.placeholder' });
    expect(errors({ name: 'A', automail: true, emailtemplate: '  ' })).toEqual({
      emailtemplate: 'error.emailtemplaterequired',
    });
  });

  it('requires the number of days when the date mode uses it', () => {
    expect(errors({ name: 'A', duedateenum: 3 })).toEqual({ duedatexdays: 'error.xdaysrequired' });
    expect(errors({ name: 'A', paymentdateenum: 4 })).toEqual({ paymentdatexdays: 'error.xdaysrequired' });
    expect(errors({ name: 'A', duedateenum: 3, duedatexdays: 30, paymentdateenum: 3, paymentdatexdays: 10 })).toEqual(
      {},
    );
    expect(errors({ name: 'A', duedatexdays: 400 })).toEqual({ duedatexdays: 'error.xdays' });
  });

  it('treats unknown date modes as 1 (spec §5)', () => {
    const s = supplierModel.schema.parse({ name: 'A', duedateenum: 9, paymentdateenum: -3 });
    expect([s.duedateenum, s.paymentdateenum]).toEqual([1, 1]);
    expect([dueDateMode(2), dueDateMode('2'), paymentDateMode(4), paymentDateMode(null)]).toEqual([2, 1, 4, 1]);
  });

  it('refuses two AI configurations for the same document group', () => {
    const g = '7a0f5c1e-43a4-4c56-9a4b-2f1e9d7c6b50';
    const c = 'b8c1d2e3-f4a5-4b6c-8d7e-9f0a1b2c3d4e';
    expect(
      errors({
        name: 'A',
        configurations: [
          { aiconfigurationduuid: c, documentgroupuuid: g },
          { aiconfigurationduuid: c, documentgroupuuid: g },
        ],
      }),
    ).toEqual({ 'configurations.1.documentgroupuuid': 'error.duplicategroup' });
  });

  it('normalises excluded branches and refuses what is not a uuid', () => {
    const id = '7A0F5C1E-43A4-4C56-9A4B-2F1E9D7C6B50';
    expect(
      supplierModel.schema.parse({ name: 'A', excludedbranches: ` ${id};;${id.toLowerCase()}; ` }).excludedbranches,
    ).toBe(id.toLowerCase());
    expect(errors({ name: 'A', excludedbranches: 'abc;def' })).toEqual({ excludedbranches: 'error.uuid' });
    expect(splitBranches('a;b;;a')).toEqual(['a', 'b']);
  });

  it('fills the e-mail template placeholders', () => {
    expect(unknownPlaceholders(DEFAULT_EMAIL_TEMPLATE)).toEqual([]);
    expect(
      fillTemplate(DEFAULT_EMAIL_TEMPLATE, {
        invoices: 'F1, F2',
        total: '120,00 €',
        date: '01/02/2026',
        company: 'ACME',
      }),
    ).toBe(
      'Bonjour,\n\nVeuillez trouver ci-joint le règlement des factures F1, F2 pour un montant total de 120,00 €, effectué le 01/02/2026.\n\nCordialement,\nACME',
    );
  });
});
