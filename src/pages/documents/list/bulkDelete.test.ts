import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { deleteEach } from './bulkDelete';

describe('bulk delete', () => {
  it('deletes what it can and keeps each server message once', async () => {
    const paid = new HttpError('A paid or partly paid document cannot be deleted; delete its payments first', 409, {
      message: 'A paid or partly paid document cannot be deleted; delete its payments first',
    });
    const remove = async (id: string) => {
      if (id.startsWith('paid')) throw paid;
      if (id === 'refused') return { success: false, value: 'In use' };
      return { success: true };
    };
    const outcome = await deleteEach(['a', 'paid-1', 'b', 'paid-2', 'refused'], remove);
    expect(outcome.deleted).toEqual(['a', 'b']);
    expect(outcome.failed).toBe(3);
    expect(outcome.messages).toEqual([
      'A paid or partly paid document cannot be deleted; delete its payments first',
      'In use',
    ]);
  });
});
