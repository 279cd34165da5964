import type { KeywordDef } from '../../shared/types';
import type { HeaderField } from './reviewForm';

const HEADER: Record<string, HeaderField> = {
  'document.error.number': 'id',
  'document.error.date': 'date',
  'document.error.supplier': 'supplieruuid',
  'document.error.suppliername': 'suppliername',
  'document.error.group': 'documentgroupuuid',
  'document.error.duplicate': 'id',
};
const BY_TYPE: Record<string, KeywordDef['type'][]> = {
  'document.error.ht': ['HT'],
  'document.error.tva': ['TVA'],
  'document.error.ttc': ['TTC'],
  'document.error.amounts': ['HT', 'TVA', 'TTC'],
  'document.error.duedate': ['DUE_DATE'],
  'document.error.type': ['TYPE'],
};

/**
 * The inputs to show in red for a list of problems (header field names and keyword uuids),
 * plus the highlighting of §5: TTC ≠ HT + TVA, a message on the file, an unknown type.
 */
export function problemFields(
  problems: string[],
  keywords: KeywordDef[],
  highlight?: { amounts: boolean; message: boolean; type: boolean },
): Set<string> {
  const fields = new Set<string>();
  const byType = (types: KeywordDef['type'][]) =>
    keywords.filter((k) => types.includes(k.type)).forEach((k) => fields.add(k.uuid));
  for (const p of problems) {
    if (HEADER[p]) fields.add(HEADER[p]);
    if (BY_TYPE[p]) byType(BY_TYPE[p]);
  }
  if (highlight?.amounts) byType(['TTC']);
  if (highlight?.type) byType(['TYPE']);
  if (highlight?.message) fields.add('id');
  return fields;
}
