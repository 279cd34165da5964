import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import type { PaymentRecord } from '../../../../src/domain/payments/payment.model';
import { painXml } from './sepa';

const XSD = readFileSync(new URL('../../../test/fixtures/sepa/pain.001.001.03.xsd', import.meta.url), 'utf8');
const payment = (n: number, total: string, day = '2026-11-23'): PaymentRecord => ({
  uuid: `0b6d3a4e-6f1c-4d7e-9a55-3f0c2b1a9e${String(n).padStart(2, '0')}`,
  name: `P${n}`,
  description: '',
  paymenttype: null,
  paymentdate: day,
  creationdate: '',
  paymentstatus: 0,
  supplier: null,
  suppliername: `S${n}`,
  branche: 'b',
  origintype: null,
  currency: 'EUR',
  total,
  invoices: [{ uuid: 'x', invoiceuuid: 'y', invoicenumber: `F-${n}`, amount: total }],
  preparedby: null,
  preparedbyuuid: null,
  doneby: null,
  donedate: null,
  reconciled: false,
});
const debtor = { name: 'Société Générale d’Équipement & Fils', iban: 'FR7630006000011234567890189', bic: '' };
const creditor = (n: number) => ({
  name: `Fournisseur n°${n} « spécial » ${'x'.repeat(80)}`,
  iban: 'DE89370400440532013000',
  bic: '',
});

describe('the pain.001.001.03 document', () => {
  it('adds amounts to the exact cent, one block per account and day, names in the characters banks take', async () => {
    const parties = [
      payment(1, '0.10'),
      payment(2, '0.20'),
      payment(3, '0.30'),
      payment(4, '999999.99', '2026-11-30'),
    ].map((p, i) => ({ payment: p, creditor: creditor(i + 1), debtor }));
    const { xml, messageId } = painXml(parties, 'Groupe Delacroix', new Date('2026-11-23T10:00:00Z'));
    expect(messageId).toMatch(/^PD20261123100000[0-9A-F]{8}$/);
    expect(xml).toContain(`<MsgId>${messageId}</MsgId>`);
    expect(xml).toContain('<NbOfTxs>4</NbOfTxs><CtrlSum>1000000.59</CtrlSum>');
    expect(xml).toContain('<NbOfTxs>3</NbOfTxs><CtrlSum>0.60</CtrlSum>');
    expect(xml.match(/<PmtInf>/g)).toHaveLength(2);
    expect(xml).toContain('<Dbtr><Nm>Societe Generale d Equipement Fils</Nm></Dbtr>');
    const name = /<Cdtr><Nm>([^<]*)<\/Nm>/.exec(xml)![1];
    expect(name.startsWith('Fournisseur n 1 special x')).toBe(true);
    expect(name.length).toBe(70);
    const result = await validateXML({
      xml: [{ fileName: 't.xml', contents: xml }],
      schema: [{ fileName: 'pain.001.001.03.xsd', contents: XSD }],
    });
    expect(result.errors).toEqual([]);
  });
});
