import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../../resources/documents/model';
import type { OriginTypeDef } from '../shared/types';
import { amountsToValidate, countsByOriginType, countsByStatus, recentDocuments } from './dashboardFigures';

const doc = (uuid: string, patch: Partial<DocumentRecord> = {}) =>
  ({ uuid, status: 1, origintype: 'sup', totalttc: null, currency: 'EUR', createdAt: `2026-01-0${uuid.length}T10:00:00Z`, ...patch }) as DocumentRecord;
const origins = [{ uuid: 'sup', name: 'Suppliers' }, { uuid: 'cus', name: 'Customers' }] as OriginTypeDef[];

describe('dashboard figures', () => {
  const docs = [
    doc('a', { totalttc: '0.10' }), doc('bb', { totalttc: '0.20' }), doc('ccc', { status: 2, totalttc: '1000.00', origintype: 'cus' }),
    doc('dddd', { totalttc: '-0.05' }), doc('eeeee', { origintype: null }), doc('ffffff', { totalttc: '5.00', currency: 'USD' }),
  ];

  it('counts every status', () => {
    expect(countsByStatus(docs).map((s) => [s.name, s.count])).toEqual([['RECOGNITION', 0], ['SAVED', 5], ['VALIDATED', 1], ['PARTIALLY_PAYED', 0], ['PAYED', 0]]);
  });

  it('counts per origin type, most first, those without one last', () => {
    expect(countsByOriginType(docs, origins).map((o) => [o.originType?.name ?? null, o.count, o.toValidate]))
      .toEqual([['Suppliers', 4, 4], ['Customers', 1, 0], [null, 1, 1]]);
  });

  it('lists the latest imports', () => {
    expect(recentDocuments(docs, 2).map((d) => d.uuid)).toEqual(['ffffff', 'eeeee']);
  });

  it('sums what waits for validation exactly, per currency', () => {
    expect(amountsToValidate(docs)).toEqual([{ currency: 'EUR', total: '0.25', count: 3 }, { currency: 'USD', total: '5.00', count: 1 }]);
    expect(amountsToValidate([])).toEqual([]);
  });
});
