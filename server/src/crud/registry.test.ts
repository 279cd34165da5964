import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resourceModels } from '../../../src/domain/models';
import { crudRegistry, tableNamed } from './registry';

describe('the generic CRUD registry', () => {
  it('serves each model that names a table, from that table, once', () => {
    const served = resourceModels.filter((m) => m.table);
    expect(crudRegistry.map((d) => d.model)).toEqual(served);
    for (const d of crudRegistry) expect(getTableName(d.table), d.model.name).toBe(d.model.table);
    expect(served.map((m) => m.name)).toContain('invoices/paymenttypes');
  });

  it('leaves out the entities with hand-written routes', () => {
    const names = crudRegistry.map((d) => d.model.name);
    expect(names).not.toContain('administration/users/list');
    expect(names.length).toBeLessThan(resourceModels.length);
  });

  it('refuses a table name the schema does not have', () => {
    expect(() => tableNamed('payment_type')).toThrow(/No table 'payment_type'/);
    expect(getTableName(tableNamed('payment_types'))).toBe('payment_types');
  });
});
