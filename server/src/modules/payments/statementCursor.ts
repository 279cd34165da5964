/**
 * The cursor of a supplier's statement page (`?cursor=`, answered in the `x-next-cursor` header): where the
 * previous page ended and the balance owed there in each currency, opaque to the client (base64url of a JSON array).
 * Anything else than a cursor this API wrote is refused with 400.
 */
import { z } from 'zod';
import { isIsoDay } from '../../../../src/domain/dates';
import { uuid } from '../../../../src/domain/ids';
import { AppError } from '../../errors';
import type { StatementCursor } from './balances';

/** More currencies than one supplier's statement plausibly holds (and the cursor stays short). */
const MAX_CURRENCIES = 20;

const cursorSchema = z.tuple([
  z.string().refine(isIsoDay),
  z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/),
  uuid,
  z
    .record(z.string().regex(/^[A-Z]{3}$/), z.string().regex(/^-?\d{1,12}\.\d{2}$/))
    .refine((balances) => Object.keys(balances).length <= MAX_CURRENCIES),
]);

export const encodeCursor = (c: StatementCursor) =>
  Buffer.from(JSON.stringify([c.day, c.created, c.id, c.balances])).toString('base64url');

export function decodeCursor(text: string): StatementCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const r = cursorSchema.safeParse(parsed);
  if (!r.success)
    throw new AppError('VALIDATION', 'cursor must be the x-next-cursor of a previous page of this statement', {
      fields: { cursor: 'error.list.cursor' },
    });
  const [day, created, id, balances] = r.data;
  return { day, created, id, balances };
}
