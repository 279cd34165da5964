import { beforeAll, describe, expect, it } from 'vitest';
import { BUYER_FIRST, BUYER_FIRST_SELLER, buyerFirstPdf } from '../../../test/buyerFirst';
import { extractFields } from './fields';
import { ownCompany } from './parties';
import { readDocument } from './read';
import type { ReadResult } from './types';
import { sellerFromText } from './seller';

const { buyer, seller } = BUYER_FIRST;
describe('seller and buyer told apart in a text where the customer comes first', () => {
  let read: ReadResult;
  let text = '';
  beforeAll(async () => {
    read = await readDocument(buyerFirstPdf(), 'application/pdf', { ocr: false, algorithm: 'PDF' });
    text = read.text;
    // the customer's block is printed first, where a letterhead usually is
    expect(text.indexOf(buyer.email)).toBeLessThan(text.indexOf(seller.email));
    expect(text.indexOf('552 100 554')).toBeLessThan(text.indexOf('812 345 676'));
  });

  it("the company's SIREN proves its block the buyer's: name, identifiers and e-mail are the seller's", () => {
    expect(sellerFromText(text, ['552100554'])).toEqual(BUYER_FIRST_SELLER);
  });

  it("so does one of the account's branches, known by its name only", () => {
    expect(sellerFromText(text, ['Groupe Delacroix Distribution', 'Delacroix Lyon Part-Dieu'])).toEqual(
      BUYER_FIRST_SELLER,
    );
  });

  it('recognition names the seller, not the buyer', () => {
    const fields = extractFields(read, { suppliers: [], companyItems: ['FR96552100554'] });
    expect(fields.supplier?.value.name).toBe(seller.name);
    // a known supplier is matched by the seller's identifiers, never by the buyer's
    const known = extractFields(read, {
      suppliers: [
        { uuid: 'buyer-like', name: 'Somebody', identifiers: [{ type: 'EMAIL', value: buyer.email }] },
        { uuid: 'moreau', name: 'Moreau', identifiers: [{ type: 'VAT', value: seller.vat }] },
      ],
      companyItems: ['552100554'],
    });
    expect(known.supplier?.value).toMatchObject({ uuid: 'moreau', matchedBy: 'VAT' });
  });

  it('under a buyer label, the customer block is set aside even when the company is unknown', () => {
    const labelled = [
      'Facturé à :                                  ACME Services SAS',
      'Boulangerie Martin                           4 place du Marché',
      'SIRET 732 829 320 00074                      35000 Rennes',
      'martin@boulangerie.example                   SIRET 404 833 048 00022',
      '                                             factures@acme-services.example',
    ].join('\n');
    expect(sellerFromText(labelled)).toMatchObject({
      name: 'ACME Services SAS',
      identifiers: [{ type: 'SIRET', value: '40483304800022' }],
      email: 'factures@acme-services.example',
    });
  });

  it("knows the company's identifiers whatever their form, and its names", () => {
    const own = ownCompany(['FR96552100554', 'compta@delacroix.example', 'Groupe Delacroix Distribution']);
    expect(own.ownId('SIRET', buyer.siret)).toBe(true);
    expect(own.ownId('SIREN', '552 100 554')).toBe(true);
    expect(own.ownId('EMAIL', 'Compta@Delacroix.example')).toBe(true);
    expect(own.ownId('SIRET', seller.siret)).toBe(false);
    expect(own.ownName('GROUPE DELACROIX DISTRIBUTION SAS')).toBe(true);
    expect(own.empty).toBe(false);
    expect(ownCompany([' ', '']).empty).toBe(true);
  });
});
