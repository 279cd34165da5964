import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import { EMPTY_REFERENCE_DATA, indexReferenceData, loadReferenceData, type ReferenceIndex } from './referenceData';
import type { ReferenceData } from './types';
import { useLoad } from './useLoad';

/** The configuration lists (keywords, groups, origin types, labels, payment types) and lookups. */
export function useReferenceData(): { ref: ReferenceData; index: ReferenceIndex; loading: boolean } {
  const dataProvider = useDataProvider<PaperdeskDataProvider>();
  const { data, loading } = useLoad('reference', () => loadReferenceData(dataProvider.call));
  const ref = data ?? EMPTY_REFERENCE_DATA;
  const index = useMemo(() => indexReferenceData(ref), [ref]);
  return { ref, index, loading };
}
