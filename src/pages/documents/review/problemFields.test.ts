import { describe, expect, it } from 'vitest';
import type { KeywordDef } from '../../shared/types';
import { problemFields } from './problemFields';

const keywords = ['HT', 'TVA', 'TTC', 'TYPE'].map((type) => ({ uuid: type.toLowerCase(), type }) as KeywordDef);

describe('problem fields', () => {
  it('marks header fields and the keywords of the amounts', () => {
    expect([...problemFields(['document.error.number', 'document.error.supplier'], keywords)]).toEqual([
      'id',
      'supplieruuid',
    ]);
    expect([...problemFields(['document.error.amounts'], keywords)]).toEqual(['ht', 'tva', 'ttc']);
  });

  it('adds the red highlighting of §5', () => {
    expect([...problemFields([], keywords, { amounts: true, message: true, type: true })]).toEqual([
      'ttc',
      'type',
      'id',
    ]);
    expect([...problemFields([], keywords, { amounts: false, message: false, type: false })]).toEqual([]);
  });
});
