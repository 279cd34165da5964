import type { Tx } from '../../../db/client';
import {
  aiConfigurations,
  documentGroupCategories,
  documentGroups,
  keywordGroups,
  keywords,
  originTypes,
  paymentTypes,
  promptCategories,
} from '../../../db/schema';

/**
 * The configuration a new account starts with, so invoices can be imported at once: keywords for the amounts,
 * dates and type, the invoice and mail document groups, the supplier and customer origin types, payment types and
 * an AI configuration. The demo company and an account created by the super administrator start from it.
 */
export async function seedStarterConfig(tx: Tx, companyId: string) {
  const c = { companyId };
  const [amounts, references] = await tx
    .insert(keywordGroups)
    .values([
      { ...c, name: 'Montants', description: 'Montants de la facture', index: 0 },
      { ...c, name: 'Références', description: 'Références et dates', index: 1 },
    ])
    .returning();
  const kw = await tx
    .insert(keywords)
    .values([
      {
        ...c,
        name: 'Total HT',
        label: 'Total HT',
        type: 'HT',
        valuetype: 'NUMBER',
        extractionkey: 'total_ht',
        group: amounts.uuid,
        manadatory: true,
        index: 0,
      },
      {
        ...c,
        name: 'TVA',
        label: 'Montant de TVA',
        type: 'TVA',
        valuetype: 'NUMBER',
        extractionkey: 'total_tva',
        group: amounts.uuid,
        manadatory: true,
        index: 1,
      },
      {
        ...c,
        name: 'Total TTC',
        label: 'Total TTC',
        type: 'TTC',
        valuetype: 'NUMBER',
        extractionkey: 'total_ttc',
        group: amounts.uuid,
        manadatory: true,
        index: 2,
      },
      {
        ...c,
        name: "Date d'échéance",
        label: "Date d'échéance",
        type: 'DUE_DATE',
        valuetype: 'DATE',
        extractionkey: 'due_date',
        group: references.uuid,
        manadatory: true,
        index: 3,
      },
      {
        ...c,
        name: 'Type de document',
        label: 'Facture ou avoir',
        type: 'TYPE',
        valuetype: 'ENUMERATED',
        extractionkey: 'type',
        choices: ['INVOICE', 'CREDIT'],
        group: references.uuid,
        manadatory: true,
        index: 4,
      },
      {
        ...c,
        name: 'N° de commande',
        label: 'Référence de commande',
        type: 'CUSTOM',
        valuetype: 'TEXT',
        extractionkey: 'order_number',
        group: references.uuid,
        index: 5,
      },
    ])
    .returning();
  const [accounting] = await tx
    .insert(documentGroupCategories)
    .values([{ ...c, name: 'Comptabilité', description: 'Pièces comptables' }])
    .returning();
  const [invoices, other] = await tx
    .insert(documentGroups)
    .values([
      {
        ...c,
        name: 'Factures',
        description: 'Factures et avoirs',
        type: 'INVOICES',
        categoryuuid: accounting.uuid,
        index: 0,
        keywords: kw.map((k, index) => ({ uuid: crypto.randomUUID(), keyworduuid: k.uuid, index })),
      },
      { ...c, name: 'Courriers', description: 'Autres documents', type: 'CUSTOM', index: 1, keywords: [] },
    ])
    .returning();
  const [fournisseurs] = await tx
    .insert(originTypes)
    .values([
      { ...c, name: 'Fournisseurs', type: 'SUPPLIER', documentgroups: [invoices.uuid, other.uuid], index: 0 },
      { ...c, name: 'Clients', type: 'CUSTOMER', documentgroups: [invoices.uuid], index: 1 },
    ])
    .returning();
  const pay = await tx
    .insert(paymentTypes)
    .values(
      (
        [
          ['Virement', 'TRANSFER'],
          ['Prélèvement', 'DIRECT_DEBIT'],
          ['Chèque', 'CHEQUE'],
          ['Carte', 'CARD'],
        ] as const
      ).map(([name, kind], index) => ({ ...c, name, kind, index })),
    )
    .returning();
  const [prompts] = await tx
    .insert(promptCategories)
    .values([{ ...c, name: 'Factures', description: 'Extraction des factures' }])
    .returning();
  const [ai] = await tx
    .insert(aiConfigurations)
    .values([{ ...c, name: 'Extraction standard', description: 'Réglages par défaut', categoryuuid: prompts.uuid }])
    .returning();
  return { invoices, other, suppliersOrigin: fournisseurs, paymentTypes: pay, ai };
}
