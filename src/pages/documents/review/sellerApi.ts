import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../../../../dataProvider';
import type { DocumentRecord } from '../../../../resources/documents/document.model';

export type SellerIdType = 'SIRET' | 'SIREN' | 'VAT' | 'IBAN';
export interface SellerFacts {
  name?: string;
  identifiers: { type: SellerIdType; value: string }[];
  address?: string;
  email?: string;
  country?: string;
  source: 'xml' | 'text';
}
export interface SellerAnswer {
  seller: SellerFacts | null;
  match: { supplier: { uuid: string; name: string }; by: SellerIdType | 'NAME' } | null;
}
export interface DuplicateRow {
  uuid: string;
  id: string;
  suppliername: string;
  date: string | null;
  status: number;
  totalttc: string | null;
}
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
        dp.call<{ source: { uuid: string; name: string }; document: DocumentRecord }>(
          `/documents/${encodeURIComponent(id)}/source`,
          { method: 'POST', body },
        ),
      duplicates: (id: string, q: { supplieruuid?: string; suppliername?: string; number?: string }) =>
        dp.call<DuplicateRow[]>(`/documents/${encodeURIComponent(id)}/duplicates`, { query: q }),
      rendition: (id: string) => dp.call<unknown>(`/documents/${encodeURIComponent(id)}/rendition`),
    }),
    [dp],
  );
}
