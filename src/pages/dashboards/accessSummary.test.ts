import { describe, expect, it } from 'vitest';
import { permissionsByFunctionality } from './accessSummary';

describe('access summary', () => {
  it('counts permissions per functionality, ignoring unknown and duplicate names', () => {
    expect(
      permissionsByFunctionality([
        'VIEW_DOCUMENTS',
        'UPLOAD_DOCUMENTS',
        'VIEW_EMAILS',
        'VIEW_KEYWORD_GROUPS',
        'VIEW_DOCUMENTS',
        'NOPE',
      ]),
    ).toEqual([
      { functionality: 'DOCUMENTS', count: 2 },
      { functionality: 'EMAILS', count: 1 },
      { functionality: 'KEYWORDS', count: 1 },
    ]);
  });
});
