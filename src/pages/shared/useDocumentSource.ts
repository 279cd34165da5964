import { useGetOne } from 'react-admin';
import { supplierModel } from '../../domain/suppliers/supplier.model';
import type { DocumentSourceRecord } from './types';

/**
 * One document source read by its uuid (GET /suppliers/{id}), archived ones included. Every reader of
 * the same uuid shares one request and its cache, which the source pickers' searches also fill.
 */
export function useDocumentSource(id: string | null | undefined): {
  source: DocumentSourceRecord | undefined;
  loading: boolean;
  failed: boolean;
} {
  const { data, isPending, isError } = useGetOne<DocumentSourceRecord>(
    supplierModel.name,
    { id: id ?? '' },
    { enabled: Boolean(id) },
  );
  return {
    source: id ? data : undefined,
    loading: Boolean(id) && isPending && !isError,
    failed: Boolean(id) && isError,
  };
}
