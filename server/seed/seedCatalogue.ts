import type { Functionality } from '../../src/domain/access';

/** The functionalities catalogue, in menu order, with default prices (EUR / month). */
export const FUNCTIONALITY_CATALOGUE: Array<{
  f: Functionality;
  name: string;
  description: string;
  price: string;
  quantity: number;
}> = [
  {
    f: 'DASHBOARDS',
    name: 'Tableaux de bord',
    description: 'Tableaux de bord fournisseurs, clients et étiquettes',
    price: '0.00',
    quantity: -1,
  },
  {
    f: 'DOCUMENTS',
    name: 'Documents',
    description: 'Import, reconnaissance et validation des documents',
    price: '9.90',
    quantity: -1,
  },
  { f: 'EMAILS', name: 'E-mails', description: 'Envoi des documents et contacts', price: '4.90', quantity: -1 },
  {
    f: 'DOCUMENT_SOURCES',
    name: 'Fournisseurs et clients',
    description: 'Sources de documents',
    price: '0.00',
    quantity: -1,
  },
  {
    f: 'ORIGIN_TYPES',
    name: "Types d'origine",
    description: 'Fournisseurs, clients, autres',
    price: '0.00',
    quantity: -1,
  },
  { f: 'KEYWORDS', name: 'Mots-clés', description: 'Champs personnalisés et groupes', price: '0.00', quantity: -1 },
  {
    f: 'DOCUMENT_GROUPS',
    name: 'Groupes de documents',
    description: 'Modèles de documents',
    price: '0.00',
    quantity: -1,
  },
  {
    f: 'LABELS',
    name: 'Étiquettes',
    description: 'Étiquettes de documents et de fournisseurs',
    price: '0.00',
    quantity: -1,
  },
  { f: 'LINKS', name: 'Liens', description: 'Liens utiles par catégorie', price: '0.00', quantity: -1 },
  {
    f: 'PROMPTS',
    name: 'Configurations IA',
    description: 'Extraction par intelligence artificielle',
    price: '14.90',
    quantity: -1,
  },
  {
    f: 'PAYMENTS',
    name: 'Paiements et soldes',
    description: 'Factures à payer, paiements, soldes fournisseurs',
    price: '9.90',
    quantity: -1,
  },
  {
    f: 'USERS',
    name: 'Utilisateurs',
    description: 'Utilisateurs liés et groupes de règles',
    price: '2.00',
    quantity: -1,
  },
  { f: 'BRANCHES', name: 'Filiales', description: 'Filiales et mode vue d’ensemble', price: '19.90', quantity: -1 },
  { f: 'API', name: 'API', description: 'Fonctionnalités avancées', price: '0.00', quantity: -1 },
];

type Line = { price?: string; quantity?: number; period?: 'MONTHLY' | 'TOTAL'; visible?: boolean };
/** Offers: name, base price, trial days, and the functionalities each holds. */
export const OFFER_CATALOGUE: Array<{
  name: string;
  description: string;
  baseprice: string;
  trialdays: number;
  isDefault?: boolean;
  lines: Partial<Record<Functionality, Line>>;
}> = [
  {
    name: 'Découverte',
    description: 'Pour commencer: 50 documents par mois',
    baseprice: '0.00',
    trialdays: 0,
    isDefault: true,
    lines: {
      DASHBOARDS: { price: '0.00' },
      DOCUMENTS: { price: '0.00', quantity: 50 },
      DOCUMENT_SOURCES: { price: '0.00' },
      ORIGIN_TYPES: { price: '0.00' },
      KEYWORDS: { price: '0.00' },
      DOCUMENT_GROUPS: { price: '0.00' },
      LABELS: { price: '0.00' },
      USERS: { price: '0.00', quantity: 2, period: 'TOTAL' },
    },
  },
  {
    name: 'Essentiel',
    description: 'Factures, paiements et e-mails pour une PME',
    baseprice: '29.00',
    trialdays: 30,
    lines: {
      DASHBOARDS: {},
      DOCUMENTS: { quantity: 1000 },
      EMAILS: {},
      DOCUMENT_SOURCES: {},
      ORIGIN_TYPES: {},
      KEYWORDS: {},
      DOCUMENT_GROUPS: {},
      LABELS: {},
      LINKS: {},
      PAYMENTS: {},
      USERS: { quantity: 10, period: 'TOTAL' },
    },
  },
  {
    name: 'Groupe',
    description: 'Multi-filiales, IA et utilisateurs illimités',
    baseprice: '79.00',
    trialdays: 30,
    lines: {
      DASHBOARDS: {},
      DOCUMENTS: {},
      EMAILS: {},
      DOCUMENT_SOURCES: {},
      ORIGIN_TYPES: {},
      KEYWORDS: {},
      DOCUMENT_GROUPS: {},
      LABELS: {},
      LINKS: {},
      PROMPTS: {},
      PAYMENTS: {},
      USERS: {},
      BRANCHES: { quantity: 10, period: 'TOTAL' },
      API: { visible: false },
    },
  },
];

export const DEMO_PASSWORD = 'paperdesk';
