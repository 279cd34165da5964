import { describe, expect, it } from 'vitest';
import type { DocumentGroupDef, OriginTypeDef } from '../../shared/types';
import { groupChoices, originTypeChoices } from './uploadChoices';

const origin = (uuid: string, patch: Partial<OriginTypeDef> = {}) =>
  ({
    uuid,
    name: uuid,
    description: '',
    visible: true,
    type: 'SUPPLIER',
    documentgroups: [],
    index: 0,
    ...patch,
  }) as OriginTypeDef;
const group = (uuid: string, index = 0) => ({ uuid, name: uuid, index }) as DocumentGroupDef;

describe('upload choices', () => {
  it('offers visible origin types the user may use, in order', () => {
    const list = [
      origin('b', { index: 2 }),
      origin('a', { index: 1 }),
      origin('hidden', { visible: false }),
      origin('other'),
    ];
    expect(originTypeChoices(list, { origintypes: [], documentgroups: [] }).map((o) => o.uuid)).toEqual([
      'other',
      'a',
      'b',
    ]);
    expect(originTypeChoices(list, { origintypes: ['b'], documentgroups: [] }).map((o) => o.uuid)).toEqual(['b']);
  });

  it("limits groups to the origin type's groups when it has some, and to the user's access", () => {
    const groups = [group('g2', 2), group('g1', 1), group('g3', 3)];
    const none = { origintypes: [], documentgroups: [] };
    expect(groupChoices(groups, undefined, none).map((g) => g.uuid)).toEqual(['g1', 'g2', 'g3']);
    expect(groupChoices(groups, origin('o', { documentgroups: ['g3', 'g1'] }), none).map((g) => g.uuid)).toEqual([
      'g1',
      'g3',
    ]);
    expect(groupChoices(groups, origin('o'), { origintypes: [], documentgroups: ['g2'] }).map((g) => g.uuid)).toEqual([
      'g2',
    ]);
  });
});
