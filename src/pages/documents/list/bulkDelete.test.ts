import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { deleteEach } from './bulkDelete';

describe('bulk delete', () => {
  it('deletes what it can and keeps each refusal once, by its key (translated where it is shown)', async () => {
    const paid = new HttpError('A paid or partly paid document cannot be deleted; delete its payments first', 409, {
      code: 'INVALID_STATE',
      message: 'A paid or partly paid document cannot be deleted; delete its payments first',
      key: 'error.document.paid',
    });
    const remove = async (id: string) => {
      if (id.startsWith('paid')) throw paid;
      if (id === 'refused') return { success: false, value: 'In use' };
      return { success: true };
    };
    const outcome = await deleteEach(['a', 'paid-1', 'b', 'paid-2', 'refused'], remove);
    expect(outcome.deleted).toEqual(['a', 'b']);
    expect(outcome.failed).toBe(3);
    expect(outcome.messages).toEqual(['error.document.paid', 'In use']);
  });
});
