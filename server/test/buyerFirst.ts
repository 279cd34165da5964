/**
 * A supplier invoice laid out with its customer first: the customer's block (name, address, SIRET, e-mail) at the
 * top left where a letterhead usually is, the seller's identity only in the footer. The customer is a branch of
 * the Delacroix group; the seller is Atelier Moreau SARL.
 */
import { textPdf } from '../seed/demoPdf';

export const BUYER_FIRST = {
  buyer: {
    name: 'DELACROIX LYON PART-DIEU',
    siren: '552100554',
    siret: '55210055400021',
    email: 'compta-lyon@delacroix-distribution.example',
  },
  seller: {
    name: 'Atelier Moreau SARL',
    siret: '81234567600017',
    vat: 'FR19812345676',
    iban: 'FR1420041010050500013M02606',
    email: 'contact@atelier-moreau.example',
    address: '8 rue des Tanneurs\n69002 Lyon',
  },
  number: 'AM-2026-031',
} as const;

/** The seller's facts the review must show for it (GET /documents/{id}/seller): none of the buyer's. */
export const BUYER_FIRST_SELLER = {
  name: BUYER_FIRST.seller.name,
  identifiers: [
    { type: 'SIRET', value: BUYER_FIRST.seller.siret },
    { type: 'VAT', value: BUYER_FIRST.seller.vat },
    { type: 'IBAN', value: BUYER_FIRST.seller.iban },
  ],
  address: BUYER_FIRST.seller.address,
  email: BUYER_FIRST.seller.email,
  source: 'text',
};

/** The invoice as a PDF with a text layer. */
export function buyerFirstPdf(): Buffer {
  const { buyer } = BUYER_FIRST;
  return textPdf([
    [50, 800, 12, buyer.name],
    [50, 786, 10, 'Service comptabilité fournisseurs'],
    [50, 772, 10, '17 rue de la Villette'],
    [50, 758, 10, '69003 Lyon'],
    [50, 744, 10, 'SIRET 552 100 554 00021'],
    [50, 730, 10, buyer.email],
    [350, 800, 16, `FACTURE N° ${BUYER_FIRST.number}`],
    [350, 780, 10, 'Date : 12/03/2026'],
    [350, 766, 10, 'Échéance : 11/04/2026'],
    [50, 640, 10, 'Désignation'],
    [450, 640, 10, 'Montant HT'],
    [50, 620, 10, 'Réparation de rayonnages'],
    [450, 620, 10, '1 000,00 EUR'],
    [330, 580, 10, 'Total HT'],
    [450, 580, 10, '1 000,00 EUR'],
    [330, 564, 10, 'TVA 20 %'],
    [450, 564, 10, '200,00 EUR'],
    [330, 548, 10, 'Total TTC'],
    [450, 548, 10, '1 200,00 EUR'],
    [50, 120, 9, 'Atelier Moreau SARL - 8 rue des Tanneurs - 69002 Lyon'],
    [50, 108, 9, 'SIRET 812 345 676 00017 - TVA FR19812345676 - contact@atelier-moreau.example'],
    [50, 96, 9, 'IBAN FR14 2004 1010 0505 0001 3M02 606'],
  ]);
}
