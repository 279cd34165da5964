/** Recognition, step 3: which source (supplier) the document comes from. */
import type { ExtractedFields } from '../../extraction';
import { sourceOfRead } from '../sellerMatch';
import type { SupplierRow } from './context';

/**
 * The source chosen, else the one field extraction named, else the one the read's seller (name, identifiers,
 * e-invoice party) matches among the known sources; none when nothing matches.
 */
export function resolveSupplier<S extends SupplierRow>(
  chosen: S | undefined,
  known: S[],
  fields: Pick<ExtractedFields, 'supplier'>,
  read: Parameters<typeof sourceOfRead>[0],
  companyItems: string[],
): S | undefined {
  return chosen ?? known.find((s) => s.uuid === fields.supplier?.value.uuid) ?? sourceOfRead(read, companyItems, known);
}

/**
 * A source found (not chosen) that reads its documents its own way (the AKI algorithm, a page count): the file is
 * read again as that source asks.
 */
export const readsAgainFor = (chosen: SupplierRow | undefined, found: SupplierRow | undefined) =>
  !chosen && found !== undefined && (found.ocralgorithm === 'AKI' || found.pagenumbers > 0);
