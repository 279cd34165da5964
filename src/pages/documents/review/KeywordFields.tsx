import { Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DocumentRecord } from '../../../domain/documents/document.model';
import type { KeywordDef } from '../../shared/types';
import { FieldFrame } from './FieldFrame';
import { KeywordInput } from './KeywordInput';
import { valueProvenance } from './provenance';
import type { ReviewForm } from './reviewForm';

interface Props {
  doc: DocumentRecord;
  keywords: KeywordDef[];
  form: ReviewForm;
  original: ReviewForm;
  onChange: (keyworduuid: string, value: unknown) => void;
  /** A date value holds a day typed that is no real day (or no longer). */
  onBadDay: (keyworduuid: string, bad: boolean) => void;
  readOnly: boolean;
  errors: Record<string, string>;
  red: Set<string>;
}

const wide = (k: KeywordDef) => k.valuetype === 'TABLE' || k.valuetype === 'TEXT';

/** Every visible keyword of the document's group, with its provenance. */
export function KeywordFields({ doc, keywords, form, original, onChange, onBadDay, readOnly, errors, red }: Props) {
  const translate = useTranslate();
  const visible = keywords.filter((k) => k.visible);
  if (!visible.length) {
    return (
      <Typography color="text.secondary" variant="body2">
        {translate(form.documentgroupuuid ? 'documents.review.noKeywords' : 'documents.review.chooseGroup')}
      </Typography>
    );
  }
  const sameGroup = form.documentgroupuuid === original.documentgroupuuid;
  return (
    <Grid container spacing={2.5}>
      {visible.map((k) => {
        const changed =
          !sameGroup || JSON.stringify(form.values[k.uuid] ?? null) !== JSON.stringify(original.values[k.uuid] ?? null);
        return (
          <Grid key={k.uuid} size={{ xs: 12, sm: wide(k) ? 12 : 6 }}>
            <FieldFrame provenance={sameGroup ? valueProvenance(doc, k.uuid, changed) : undefined}>
              <KeywordInput
                keyword={k}
                value={form.values[k.uuid]}
                onChange={(v) => onChange(k.uuid, v)}
                onBadDay={(bad) => onBadDay(k.uuid, bad)}
                readOnly={readOnly}
                error={errors[k.uuid]}
                red={red.has(k.uuid)}
              />
            </FieldFrame>
          </Grid>
        );
      })}
    </Grid>
  );
}
