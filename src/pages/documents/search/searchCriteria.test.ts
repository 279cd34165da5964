import { describe, expect, it } from 'vitest';
import type { KeywordDef } from '../../shared/types';
import { countCriteria, EMPTY_SEARCH, formFromQuery, operatorsFor, searchProblems, toCriteria } from './searchCriteria';

describe('search criteria', () => {
  it('offers operators by value type', () => {
    expect(operatorsFor('TEXT')).toEqual(['CONTAINS', 'EQUAL', 'NOT_EQUAL']);
    expect(operatorsFor('NUMBER')).toContain('GREATER_OR_EQUAL');
    expect(operatorsFor('NUMBER')).not.toContain('CONTAINS');
    expect(operatorsFor('BOOLEAN')).toEqual(['EQUAL', 'NOT_EQUAL']);
    expect(operatorsFor(undefined)).toEqual(['CONTAINS', 'EQUAL', 'NOT_EQUAL']);
  });

  it('reads the free text from ?q=', () => {
    expect(formFromQuery('?q=%20Facture%20EDF%20').text).toBe('Facture EDF');
    expect(formFromQuery('').text).toBe('');
  });

  it('builds the body, leaving out what is empty or unfinished', () => {
    const form = {
      ...EMPTY_SEARCH,
      text: ' edf ',
      originTypes: ['o'],
      documentId: ' F-1 ',
      startDate: '2026-01-01',
      conditions: [
        { key: '1', keywordUUID: 'k', operator: 'GREATER_THAN' as const, value: ' 100 ' },
        { key: '2', keywordUUID: '', operator: 'EQUAL' as const, value: 'x' },
        { key: '3', keywordUUID: 'k2', operator: 'EQUAL' as const, value: '  ' },
      ],
    };
    expect(toCriteria(form)).toEqual({
      branches: [],
      originTypes: ['o'],
      documentSources: [],
      documentGroups: [],
      documentSourceLabels: [],
      documentLabels: [],
      variableDatas: [{ keywordUUID: 'k', operator: 'GREATER_THAN', value: '100' }],
      text: 'edf',
      documentId: 'F-1',
      documentSourceName: undefined,
      startExtractionDate: null,
      endExtractionDate: null,
      startDate: '2026-01-01',
      endDate: null,
    });
    expect(countCriteria(form)).toBe(4);
    expect(countCriteria(EMPTY_SEARCH)).toBe(0);
  });

  it('refuses reversed ranges and numbers that are none', () => {
    const keywords = new Map([['k', { uuid: 'k', valuetype: 'NUMBER' } as KeywordDef]]);
    const form = {
      ...EMPTY_SEARCH,
      startDate: '2026-02-01',
      endDate: '2026-01-01',
      conditions: [{ key: '1', keywordUUID: 'k', operator: 'EQUAL' as const, value: 'abc' }],
    };
    expect(searchProblems(form, keywords)).toEqual(['documents.search.dateOrder', 'documents.search.notANumber']);
    expect(
      searchProblems({ ...form, endDate: '', conditions: [{ ...form.conditions[0], value: '1 200,50' }] }, keywords),
    ).toEqual([]);
  });
});
