import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../../../providers/data';
import type { Rendition } from '../../../domain/documents/rendition';
import type { DuplicateRow, SellerAnswer, SellerIdType, SourceCreated } from '../../../domain/documents/seller';

export interface NewSource {
  name: string;
  identifiers: { type: SellerIdType; value: string }[];
  address: string;
  email: string;
}

/** The review's calls about the seller, duplicates and the e-invoice rendition. */
export function useSellerApi() {
  const dp = useDataProvider<PaperdeskDataProvider>();
  return useMemo(
    () => ({
      seller: (id: string) => dp.call<SellerAnswer>(`/documents/${encodeURIComponent(id)}/seller`),
      createSource: (id: string, body: NewSource) =>
        dp.call<SourceCreated>(`/documents/${encodeURIComponent(id)}/source`, { method: 'POST', body }),
      duplicates: (id: string, q: { supplieruuid?: string; suppliername?: string; number?: string }) =>
        dp.call<DuplicateRow[]>(`/documents/${encodeURIComponent(id)}/duplicates`, { query: q }),
      rendition: (id: string) => dp.call<Rendition>(`/documents/${encodeURIComponent(id)}/rendition`),
    }),
    [dp],
  );
}
