import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { tableFilter } from './tableList';

const things = pgTable('things', {
  uuid: uuid('uuid').primaryKey(),
  companyId: uuid('company_id'),
  name: text('name'),
  description: text('description'),
});
const sqlOf = (filter: Record<string, unknown>) => {
  const where = tableFilter(things, filter);
  return where ? new PgDialect().sqlToQuery(where) : undefined;
};

describe('list filter q (spec §5 autocomplete)', () => {
  it('searches name and description for the typed text, trimmed', () => {
    const query = sqlOf({ q: '  acme ' });
    expect(query?.sql).toContain('ilike');
    expect(query?.params).toContain('%acme%');
  });
  it('treats blanks alone as no search: the unfiltered list', () => {
    expect(sqlOf({ q: '   ' })).toBeUndefined();
    expect(sqlOf({ q: '\t' })).toBeUndefined();
    expect(sqlOf({ q: '' })).toBeUndefined();
  });
});
