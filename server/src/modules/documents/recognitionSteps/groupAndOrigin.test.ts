import { describe, expect, it } from 'vitest';
import type { DocRow, SupplierRow } from './context';
import { chooseGroup, groupFromOrigin } from './groupAndOrigin';

const doc = (documentgroupuuid: string | null) => ({ documentgroupuuid }) as DocRow;
const supplier = (defaultdocumentgroupuuid: string | null) => ({ defaultdocumentgroupuuid }) as SupplierRow;

describe('recognition: choosing the group', () => {
  it('takes the group chosen, else the document’s, else the source’s default, else the origin type’s first', () => {
    const originGroups = ['origin-1', 'origin-2'];
    expect(chooseGroup({ documentId: 'x', group: 'chosen' }, doc('doc'), supplier('default'), originGroups)).toBe(
      'chosen',
    );
    expect(chooseGroup({ documentId: 'x' }, doc('doc'), supplier('default'), originGroups)).toBe('doc');
    expect(chooseGroup({ documentId: 'x' }, doc(null), supplier('default'), originGroups)).toBe('default');
    expect(chooseGroup({ documentId: 'x' }, doc(null), supplier(null), originGroups)).toBe('origin-1');
    expect(chooseGroup({ documentId: 'x' }, doc(null), undefined, [])).toBeNull();
  });

  it('looks at the origin type’s groups only when nothing else names a group', () => {
    expect(groupFromOrigin({ documentId: 'x' }, doc(null), undefined)).toBe(true);
    expect(groupFromOrigin({ documentId: 'x' }, doc(null), supplier(null))).toBe(true);
    expect(groupFromOrigin({ documentId: 'x', group: 'g' }, doc(null), undefined)).toBe(false);
    expect(groupFromOrigin({ documentId: 'x' }, doc('g'), undefined)).toBe(false);
    expect(groupFromOrigin({ documentId: 'x' }, doc(null), supplier('g'))).toBe(false);
  });
});
