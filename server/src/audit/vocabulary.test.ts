import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AUDIT_WORDS } from '../../../src/domain/audit/auditWords';
import { LOCALE_CODES } from '../../../src/domain/locales';
import { crudRegistry } from '../crud/registry';
import { functionalitiesCrud } from '../modules/organisation/functionalities.crud';
import { ruleGroupsCrud } from '../modules/organisation/ruleGroups.crud';

/**
 * The Audit page and its export say every record type and action the trail holds in the reader's words: each table
 * the generic CRUD audits, and each entity and action a module writes by hand (a scan of the server's source for
 * `entity: '…'` and `action: '…'` in its audit calls), has its word in every language (src/domain/audit).
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** The literals of audit events written by hand: `entity: 'x', entityId: …, action: 'Y'`. */
function writtenByHand() {
  const entities = new Set<string>();
  const actions = new Set<string>();
  for (const file of sourceFiles(join(__dirname, '..'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/entity: '([a-z_]+)',\s*entityId:[^\n]*\n\s*action: (?:'([A-Z_]+)')?/g)) {
      entities.add(m[1]);
      if (m[2]) actions.add(m[2]);
    }
  }
  return { entities, actions };
}

describe('the audit vocabulary', () => {
  const crudTables = [...crudRegistry, functionalitiesCrud, ruleGroupsCrud].map((d) =>
    getTableName(d.table as PgTable),
  );
  const { entities, actions } = writtenByHand();

  it('finds what it checks (the scan reads the audit calls)', () => {
    expect(entities).toContain('documents');
    expect(actions).toContain('BANK_DETAILS_CHANGE');
    expect(crudTables).toContain('document_labels');
  });

  it.each(LOCALE_CODES)('names every audited record type and action in %s', (locale) => {
    const words = AUDIT_WORDS[locale];
    const missing = [
      ...[...crudTables, ...entities].filter((e) => !words.entity[e]).map((e) => `entity ${e}`),
      ...[...actions, 'CREATE', 'UPDATE', 'DELETE'].filter((a) => !words.action[a]).map((a) => `action ${a}`),
    ];
    expect(missing).toEqual([]);
  });
});
