import { Grid, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiDatePicker } from '../../../shell/dates/ApiDatePicker';
import { NamedSelect } from '../../../shell/fields/NamedSelect';
import type { DocumentRecord } from '../../../domain/documents/document.model';
import { useSession } from '../../../session/SessionContext';
import { SourceAutocomplete } from '../../shared/SourceAutocomplete';
import type { DocumentSourceDef, ReferenceData } from '../../shared/types';
import type { SourceOption } from '../../shared/useChosenSources';
import { groupChoices, originTypeChoices } from '../upload/uploadChoices';
import { CurrencyInput } from './CurrencyInput';
import { FieldFrame } from './FieldFrame';
import { headerProvenance } from './provenance';
import type { ReviewForm } from './reviewForm';

interface Props {
  doc: DocumentRecord;
  form: ReviewForm;
  original: ReviewForm;
  onPatch: (patch: Partial<ReviewForm>) => void;
  refData: ReferenceData;
  /** The chosen document source, read by id (undefined while it loads). */
  source: DocumentSourceDef | undefined;
  readOnly: boolean;
  /** The label stays editable on a validated document (readOnly), never without Update documents. */
  labelLocked: boolean;
  red: Set<string>;
  /** Inline errors (i18n keys) by field. */
  errors: Record<string, string>;
  /** A date field holds a day typed that is no real day (or no longer). */
  onBadDay: (field: 'date' | 'paymentdate', bad: boolean) => void;
}

/** Number, date, source, group, origin type, label, payment type, currency and payment date. */
export function HeaderFields(props: Props) {
  const { doc, form, original, onPatch, refData: ref, source, readOnly, labelLocked, red, errors, onBadDay } = props;
  const translate = useTranslate();
  const { userInfo } = useSession();
  const label = (f: string) => translate(`documents.fields.${f}`);
  const input = { readOnly };
  const withCurrent = <T extends { uuid: string }>(list: T[], all: T[], current: string | null) =>
    current && !list.some((x) => x.uuid === current) ? [...list, ...all.filter((x) => x.uuid === current)] : list;

  const originTypes = withCurrent(originTypeChoices(ref.originTypes, userInfo), ref.originTypes, form.origintype);
  const groups = withCurrent(
    groupChoices(
      ref.groups,
      ref.originTypes.find((o) => o.uuid === form.origintype),
      userInfo,
    ),
    ref.groups,
    form.documentgroupuuid,
  );
  const chooseSource = (s: SourceOption | null) =>
    onPatch({ supplieruuid: s?.uuid ?? null, suppliername: s?.divers ? form.suppliername : (s?.name ?? '') });
  const select = (
    field: 'origintype' | 'documentgroupuuid' | 'labeluuid' | 'paymenttype',
    options: Array<{ uuid: string; name: string }>,
    locked = readOnly,
  ) => (
    <NamedSelect
      fullWidth
      size="small"
      label={label(field)}
      options={options}
      value={form[field]}
      error={red.has(field)}
      disabled={locked}
      onChange={(uuid) =>
        onPatch(field === 'documentgroupuuid' ? { documentgroupuuid: uuid, values: {} } : { [field]: uuid })
      }
      helperText={
        field === 'documentgroupuuid' && form.documentgroupuuid !== original.documentgroupuuid
          ? translate('documents.review.groupChanged')
          : undefined
      }
      empty={<em>{translate('documents.common.none')}</em>}
    />
  );

  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FieldFrame provenance={headerProvenance(doc, 'id', form.id !== original.id)}>
          <TextField
            fullWidth
            size="small"
            required
            label={label('id')}
            value={form.id}
            onChange={(e) => onPatch({ id: e.target.value })}
            error={red.has('id')}
            slotProps={{ input }}
          />
        </FieldFrame>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FieldFrame provenance={headerProvenance(doc, 'date', form.date !== original.date)}>
          <ApiDatePicker
            fullWidth
            size="small"
            required
            label={label('date')}
            value={form.date}
            onChange={(date) => onPatch({ date })}
            onBadDay={(bad) => onBadDay('date', bad)}
            error={red.has('date')}
            helperText={errors.date && translate(errors.date)}
            readOnly={readOnly}
          />
        </FieldFrame>
      </Grid>
      <Grid size={12}>
        <FieldFrame provenance={headerProvenance(doc, 'supplieruuid', form.supplieruuid !== original.supplieruuid)}>
          <SourceAutocomplete
            value={form.supplieruuid}
            onChange={chooseSource}
            label={label('supplier')}
            required
            error={red.has('supplieruuid')}
            disabled={readOnly}
          />
        </FieldFrame>
      </Grid>
      {source?.divers && (
        <Grid size={12}>
          <TextField
            fullWidth
            size="small"
            required
            label={label('suppliername')}
            value={form.suppliername}
            onChange={(e) => onPatch({ suppliername: e.target.value })}
            error={red.has('suppliername')}
            helperText={translate('documents.review.genericSupplier')}
            slotProps={{ input }}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>{select('origintype', originTypes)}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{select('documentgroupuuid', groups)}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{select('labeluuid', ref.labels, labelLocked)}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{select('paymenttype', ref.paymentTypes)}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FieldFrame provenance={headerProvenance(doc, 'currency', form.currency !== original.currency)}>
          <CurrencyInput
            label={label('currency')}
            value={form.currency}
            onChange={(currency) => onPatch({ currency })}
            error={red.has('currency')}
            helperText={errors.currency && translate(errors.currency)}
            readOnly={readOnly}
          />
        </FieldFrame>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ApiDatePicker
          fullWidth
          size="small"
          label={label('paymentdate')}
          value={form.paymentdate}
          onChange={(paymentdate) => onPatch({ paymentdate })}
          onBadDay={(bad) => onBadDay('paymentdate', bad)}
          error={red.has('paymentdate')}
          helperText={errors.paymentdate && translate(errors.paymentdate)}
          readOnly={readOnly}
        />
      </Grid>
    </Grid>
  );
}
