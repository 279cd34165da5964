import { errorDetail } from '../../../i18n/errorMessage';

export interface DeleteOutcome {
  deleted: string[];
  /** The server's messages, once each (e.g. "A paid … document cannot be deleted"). */
  messages: string[];
  failed: number;
}

/** Deletes one document after the other (there is no bulk delete call) and sums up what happened. */
export async function deleteEach(
  ids: string[],
  remove: (id: string) => Promise<{ success: boolean; value?: unknown }>,
): Promise<DeleteOutcome> {
  const outcome: DeleteOutcome = { deleted: [], messages: [], failed: 0 };
  for (const id of ids) {
    try {
      const res = await remove(id);
      // A refusal answered as {success: false, value} shows the value (spec §8).
      if (res?.success === false)
        throw new Error(typeof res.value === 'string' && res.value ? res.value : errorDetail(res));
      outcome.deleted.push(id);
    } catch (err) {
      outcome.failed += 1;
      const message = errorDetail(err);
      if (!outcome.messages.includes(message)) outcome.messages.push(message);
    }
  }
  return outcome;
}
