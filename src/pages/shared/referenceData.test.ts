import { afterEach, describe, expect, it } from 'vitest';
import type { PaperdeskDataProvider } from '../../providers/data';
import { indexReferenceData, loadReferenceData, REFERENCE_TTL_MS, resetReferenceData } from './referenceData';

afterEach(resetReferenceData);

const fakeCall = (answers: Record<string, unknown>, calls: string[] = []) =>
  (async (path: string) => {
    calls.push(path);
    if (answers[path] instanceof Error) throw answers[path];
    return answers[path] ?? [];
  }) as PaperdeskDataProvider['call'];

describe('reference data', () => {
  it('reads every list; one refused stays empty without breaking the others', async () => {
    const call = fakeCall({
      '/keywords': new Error('403'),
      '/documentgroups': [{ uuid: 'g', name: 'Invoices' }],
      '/documentlabels': 'not a list',
    });
    const ref = await loadReferenceData(call, 0);
    expect(ref.keywords).toEqual([]);
    expect(ref.labels).toEqual([]);
    expect(indexReferenceData(ref).group.get('g')?.name).toBe('Invoices');
  });

  it('falls back on the documents list of origin types when the configuration one is refused', async () => {
    const call = fakeCall({
      '/origintypes': new Error('403'),
      '/documents/origintypes': [{ uuid: 'o', name: 'Suppliers' }],
    });
    expect((await loadReferenceData(call, 0)).originTypes).toEqual([{ uuid: 'o', name: 'Suppliers' }]);
  });

  it('reuses the lists for a while, then reads them again', async () => {
    const calls: string[] = [];
    const call = fakeCall({}, calls);
    await loadReferenceData(call, 0);
    await loadReferenceData(call, REFERENCE_TTL_MS - 1);
    expect(calls.filter((c) => c === '/keywords').length).toBe(1);
    await loadReferenceData(call, REFERENCE_TTL_MS + 1);
    expect(calls.filter((c) => c === '/keywords').length).toBe(2);
  });

  it('never reads the document sources: there can be thousands, pickers search them', async () => {
    const calls: string[] = [];
    await loadReferenceData(fakeCall({}, calls), 0);
    expect(calls).not.toContain('/suppliers');
    expect(calls).toContain('/keywords');
  });
});
