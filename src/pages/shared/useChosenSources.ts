import { useMemo } from 'react';
import { useGetMany } from 'react-admin';
import { supplierModel } from '../../domain/suppliers/supplier.model';
import type { DocumentSourceDef, DocumentSourceRecord } from './types';
import { useDocumentSource } from './useDocumentSource';

/** What a source picker holds: a source, or a chosen uuid not read (yet: `missing` once reading failed). */
export type SourceOption = Pick<DocumentSourceDef, 'uuid' | 'name'> &
  Partial<DocumentSourceDef> & { missing?: boolean };

/**
 * The chosen sources, read by id whatever their visibility (an archived one keeps its name): one with
 * getOne (shared with useDocumentSource), several with getMany. Same order as `ids`; stable between renders.
 */
export function useChosenSources(ids: string[], multiple: boolean): SourceOption[] {
  const one = useDocumentSource(multiple ? null : ids[0]);
  const many = useGetMany<DocumentSourceRecord>(
    supplierModel.name,
    { ids: multiple ? ids : [] },
    { enabled: multiple && ids.length > 0 },
  );
  const failed = multiple ? many.isError || (!many.isFetching && many.data !== undefined) : one.failed;
  const key = ids.join(',');
  const { source } = one;
  const { data } = many;
  return useMemo(() => {
    const byId = new Map((multiple ? (data ?? []) : source ? [source] : []).map((s) => [s.uuid, s]));
    return key ? key.split(',').map((id) => byId.get(id) ?? { uuid: id, name: '', missing: failed }) : [];
  }, [key, multiple, source, data, failed]);
}
