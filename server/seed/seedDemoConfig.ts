import type { Tx } from '../db/client';
import { documentLabels, emailContacts, linkCategories, links, sourceLabels, suppliers } from '../db/schema';
import { DEFAULT_EMAIL_TEMPLATE } from '../../src/domain/suppliers/constants';
import { seedStarterConfig } from '../src/modules/organisation/starterConfig';

/**
 * The bank details of the demo supplier paid by transfer (its demo invoices print the same IBAN); EDF has none
 * yet, so invoices to pay show what keeps an invoice out of a transfer.
 */
/** Where the demo's British supplier is (an international transfer names the creditor's address). */
export const THAMES_ADDRESS = '1 King William Street\nLondon EC4N 7AF';

export const DEMO_BANK = {
  'Orange Business': [
    { type: 'IBAN', value: 'FR1130004000030001234567806' },
    { type: 'BIC', value: 'BNPAFRPPXXX' },
  ],
  // invoices in pounds: paid by an international transfer (its BIC and address), refused in a SEPA file
  'Thames Paper Ltd': [
    { type: 'IBAN', value: 'GB29NWBK60161331926819' },
    { type: 'BIC', value: 'NWBKGB2L' },
  ],
} as const satisfies Record<string, ReadonlyArray<{ type: 'IBAN' | 'BIC'; value: string }>>;

/** The demo company's configuration: the starter one, with labels, suppliers, links and contacts. */
export async function seedDemoConfig(tx: Tx, companyId: string) {
  const c = { companyId };
  const { invoices, suppliersOrigin: fournisseurs, paymentTypes: pay, ai } = await seedStarterConfig(tx, companyId);
  const [strategic] = await tx
    .insert(sourceLabels)
    .values([
      { ...c, name: 'Stratégique', color: '#1565c0' },
      { ...c, name: 'Énergie', color: '#f9a825' },
      { ...c, name: 'Télécoms', color: '#6a1b9a' },
    ])
    .returning();
  await tx.insert(documentLabels).values([
    { ...c, name: 'Urgent', color: '#c62828' },
    { ...c, name: 'À vérifier', color: '#ef6c00' },
    { ...c, name: 'Litige', color: '#4e342e' },
  ]);
  const supplier = (
    name: string,
    index: number,
    identifiers: { type: 'SIREN' | 'SIRET' | 'VAT' | 'IBAN' | 'BIC' | 'EMAIL'; value: string }[],
    extra = {},
  ) => ({
    ...c,
    name,
    index,
    identifiers,
    origintype: fournisseurs.uuid,
    defaultdocumentgroupuuid: invoices.uuid,
    paymenttypeuuid: pay[0].uuid,
    emailtemplate: DEFAULT_EMAIL_TEMPLATE,
    configuration: ai.uuid,
    ...extra,
  });
  await tx.insert(suppliers).values([
    supplier(
      'Orange Business',
      0,
      [{ type: 'SIREN', value: '380129866' }, { type: 'VAT', value: 'FR89380129866' }, ...DEMO_BANK['Orange Business']],
      { labels: [strategic.uuid], paymenttypeuuid: pay[1].uuid },
    ),
    supplier(
      'EDF Entreprises',
      1,
      [
        { type: 'SIREN', value: '552081317' },
        { type: 'VAT', value: 'FR03552081317' },
      ],
      { paymenttypeuuid: pay[1].uuid },
    ),
    supplier('Bureau Vallée Paris 9', 2, [
      { type: 'SIRET', value: '73282932000074' },
      { type: 'EMAIL', value: 'factures@bureauvallee-paris9.fr' },
    ]),
    // holds the group's own IBAN on purpose, as imported data often does: saving it is refused until it is
    // fixed, and its invoice (Factur-X F20220023) carries another IBAN, shown as a mismatch
    supplier('LE FOURNISSEUR', 3, [
      { type: 'SIREN', value: '123456782' },
      { type: 'IBAN', value: 'FR7630006000011234567890189' },
    ]),
    supplier('Fournisseurs divers', 4, [], { divers: true }),
    supplier('Thames Paper Ltd', 5, [{ type: 'VAT', value: 'GB980780684' }, ...DEMO_BANK['Thames Paper Ltd']], {
      address: THAMES_ADDRESS,
      paymenttypeuuid: pay[1].uuid,
    }),
  ]);
  const [tools, admin] = await tx
    .insert(linkCategories)
    .values([
      { ...c, name: 'Outils', description: 'Outils du quotidien', index: 0 },
      { ...c, name: 'Administration', description: 'Sites officiels', index: 1 },
    ])
    .returning();
  await tx.insert(links).values([
    { ...c, name: 'impots.gouv.fr', url: 'https://www.impots.gouv.fr', categoryuuid: admin.uuid, index: 0 },
    { ...c, name: 'URSSAF', url: 'https://www.urssaf.fr', categoryuuid: admin.uuid, index: 1 },
    { ...c, name: 'Chorus Pro', url: 'https://chorus-pro.gouv.fr', categoryuuid: tools.uuid, index: 2 },
  ]);
  await tx.insert(emailContacts).values([
    {
      ...c,
      name: 'Cabinet Lefèvre (expert-comptable)',
      email: 'contact@cabinet-lefevre.fr',
      color: '#2e7d32',
      index: 0,
    },
    { ...c, name: 'Service comptabilité', email: 'compta@delacroix-distribution.fr', color: '#1565c0', index: 1 },
  ]);
}
