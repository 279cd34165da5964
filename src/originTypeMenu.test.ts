import { describe, expect, it } from 'vitest';
import { originTypeEntries } from './originTypeMenu';

const types = [
  { uuid: 'a', name: 'Fournisseurs étrangers', visible: true, type: 'SUPPLIER' },
  { uuid: 'b', name: 'Divers', visible: true, type: 'OTHER' },
  { uuid: 'c', name: 'Archivés', visible: false, type: 'CUSTOMER' },
];

describe('origin type menu', () => {
  it('gives supplier and customer kinds their payment pages, each behind its permission', () => {
    const routes = originTypeEntries(types, []).map((e) => [e.route, e.permission]);
    expect(routes).toContainEqual(['/invoices/fournisseurs-etrangers/payments/invoicestopay/list', 'VIEW_PAYMENTS']);
    expect(routes).toContainEqual(['/invoices/fournisseurs-etrangers/payments/soldes', 'VIEW_SOLDES']);
    expect(routes).toContainEqual(['/documents/fournisseurs-etrangers/dashboard/labels', 'DASHBOARD_LABELS']);
    expect(routes).toContainEqual(['/documents/divers/saved', 'VIEW_DOCUMENTS']);
    expect(routes.some(([r]) => r === '/documents/divers/dashboard')).toBe(false);
    expect(routes.some(([r]) => r!.startsWith('/invoices/divers'))).toBe(false);
    expect(routes.some(([r]) => r!.includes('archives'))).toBe(false);
  });
});
