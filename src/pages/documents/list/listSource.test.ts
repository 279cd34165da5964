import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../../resources/documents/model';
import { listCalls, mergeLists } from './listSource';

const range = { fromDate: '2026-01-01', toDate: '2026-03-31' };

describe('list calls', () => {
  it('follows the date range only for the main list', () => {
    expect(listCalls('list', { originType: 'o', range, overview: false })).toEqual([
      { path: '/documents', query: { fromDate: '2026-01-01', toDate: '2026-03-31', originType: 'o', overview: undefined } },
    ]);
    expect(listCalls('saved', { originType: 'o', range, overview: false })).toEqual([
      { path: '/documents/saved', query: { originType: 'o', overview: undefined } },
    ]);
  });

  it('adds overview=true in Overview Mode', () => {
    expect(listCalls('validated', { originType: 'o', range, overview: true })[0].query?.overview).toBe('true');
    expect(listCalls('list', { originType: 'o', range, overview: true })[0].query?.overview).toBe('true');
  });

  it('looks for duplicates in both work queues and lists uncategorized documents alone', () => {
    expect(listCalls('duplicated', { originType: 'o', range, overview: false }).map((c) => c.path)).toEqual(['/documents/saved', '/documents/validated']);
    expect(listCalls('uncategorized', { range, overview: true })).toEqual([{ path: '/documents/uncategorized' }]);
  });

  it('merges answers once per document, keeping duplicates for the duplicated list', () => {
    const doc = (uuid: string, duplicate = false) => ({ uuid, duplicate }) as DocumentRecord;
    const answers = [[doc('a', true), doc('b')], [doc('a', true), doc('c', true)]];
    expect(mergeLists('saved', answers).map((d) => d.uuid)).toEqual(['a', 'b', 'c']);
    expect(mergeLists('duplicated', answers).map((d) => d.uuid)).toEqual(['a', 'c']);
  });
});
