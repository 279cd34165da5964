import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../domain/documents/document.model';
import { headerProvenance, isLowConfidence, valueProvenance } from './provenance';

const doc = {
  data: [
    { uuid: '1', keyworduuid: 'k', value: '1', source: 'ocr', confidence: 0.55 },
    { uuid: '2', keyworduuid: 'x', value: '2', source: 'weird' },
  ],
  provenance: { invoiceNumber: { source: 'xml', confidence: 1 }, date: { source: 'text', confidence: 0.6 } },
} as unknown as DocumentRecord;

describe('provenance', () => {
  it('reads the source and confidence of a value, the user once changed', () => {
    expect(valueProvenance(doc, 'k', false)).toEqual({ source: 'ocr', confidence: 0.55 });
    expect(valueProvenance(doc, 'k', true)).toEqual({ source: 'user', confidence: 1 });
    expect(valueProvenance(doc, 'x', false)).toBeUndefined();
    expect(valueProvenance(doc, 'none', false)).toBeUndefined();
  });

  it('maps header fields to their extraction names', () => {
    expect(headerProvenance(doc, 'id', false)).toEqual({ source: 'xml', confidence: 1 });
    expect(headerProvenance(doc, 'supplieruuid', false)).toBeUndefined();
  });

  it('flags values below 0.7, never the user', () => {
    expect(isLowConfidence(headerProvenance(doc, 'date', false))).toBe(true);
    expect(isLowConfidence({ source: 'llm', confidence: 0.7 })).toBe(false);
    expect(isLowConfidence({ source: 'user', confidence: 0 })).toBe(false);
    expect(isLowConfidence(undefined)).toBe(false);
  });
});
