/**
 * EN 16931-1 business rules on the received data, each a small declaration with its official id (the wording
 * of CEN/TC 434's validation artefacts, ConnectingEurope/eInvoicing-EN16931): the core rules (rules/core.ts,
 * BR-01..BR-65, BR-CL-*), the calculations and decimals (rules/calculations.ts, BR-CO-*, BR-DEC-*), the VAT
 * category rules (rules/categories.ts, BR-S/Z/E/AE/IC/G/O); then the French reform's mentions (FR-*: buyer
 * SIREN, category of operation, delivery address). A rule answers its findings (none: it holds).
 */
import { sirenProblem } from '../../../../../src/domain/suppliers/identifiers';
import { CALCULATION_RULES } from './rules/calculations';
import { CATEGORY_RULES } from './rules/categories';
import { CORE_RULES } from './rules/core';
import type { Rule } from './rules/helpers';

export type { Args, Rule, StoredFinding } from './rules/helpers';

/** The French reform's "cadre de facturation" (category of operation: goods B, services S, mixed M). */
const FR_PROCESSES = /^(B|S|M)[1-8]$/;

export const RULES: Rule[] = [...CORE_RULES, ...CALCULATION_RULES, ...CATEGORY_RULES];

/** The French reform's mentions, checked on invoices between French parties (the buyer in France). */
export const FR_RULES: Rule[] = [
  {
    id: 'FR-SIREN',
    kind: 'missing',
    term: 'BT-47',
    check: (i) => {
      const id = (i.buyer.legalId ?? '').replace(/\s/g, '');
      return !/^\d{9}$/.test(id.slice(0, 9)) || Boolean(sirenProblem(id.slice(0, 9)));
    },
  },
  {
    id: 'FR-CATEGORY',
    kind: 'code',
    term: 'BT-23',
    check: (i) => (FR_PROCESSES.test(i.process ?? '') ? [] : [{ actual: i.process ?? '-' }]),
  },
  {
    id: 'FR-DELIVERY',
    kind: 'missing',
    term: 'BG-15',
    check: (i) => Boolean(i.delivery && (i.delivery.name || i.delivery.locationId) && !i.delivery.country),
  },
];

export const ALL_RULES = [...RULES, ...FR_RULES];
