import { Box, Chip } from '@mui/material';
import {
  BooleanField,
  ChipField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { intlLocale } from '../../domain/locales';
import { describeError } from '../../i18n/errorMessage';
import { formatDay, formatMoney } from '../../i18n/format';
import type { FieldMeta, ResourceModel } from '../../domain/defineResource';
import { choiceKey } from './ModelInputs';

function ChoiceField({ model, field }: { model: ResourceModel; field: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[field];
  if (value === undefined || value === null || value === '') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(choiceKey(model.name, field, value), { _: String(value) })}
    />
  );
}

function ColorSwatch({ field }: { field: string }) {
  const record = useRecordContext();
  const color = record?.[field] as string | undefined;
  return color ? (
    <Box
      component="span"
      title={color}
      sx={{
        display: 'inline-block',
        width: 20,
        height: 20,
        borderRadius: '50%',
        bgcolor: color,
        border: 1,
        borderColor: 'divider',
      }}
    />
  ) : null;
}

/** An amount or a day in the interface language ("29,90 €", "24 nov. 2026" in French). */
export function LocaleValueField({ source, format }: { source: string; format: 'money' | 'day' }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[source];
  const text =
    format === 'money'
      ? formatMoney(value, 'EUR', intlLocale(locale))
      : formatDay(value as string | null, intlLocale(locale));
  return <span>{text || '—'}</span>;
}

/** A count where -1 means no limit. */
function QuantityField({ field }: { field: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[field];
  return <span>{value === -1 ? translate('subscriptions.unlimited') : String(value ?? '—')}</span>;
}

type Refusal = Record<string, unknown> & { params?: Record<string, unknown>; reason?: Refusal };

/**
 * A server's English text explained by a sibling refusal (`explainedBy`): that refusal in the reader's language
 * (its nested `reason`, a refusal too, as its `%{reason}`); the text itself when the row has none.
 */
function ExplainedField({ field, explainedBy }: { field: string; explainedBy: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const text = String(record?.[field] ?? '');
  const refusal = record?.[explainedBy] as Refusal | null | undefined;
  if (!refusal) return <span>{text || '—'}</span>;
  const t = { translate, locale };
  const reason = refusal.reason ? describeError(undefined, refusal.reason, undefined, t) : undefined;
  const body = reason ? { ...refusal, params: { ...refusal.params, reason } } : refusal;
  return <span>{describeError(undefined, body, text, t)}</span>;
}

/** How a model field reads in a list cell. */
export function ModelField({ model, field, meta }: { model: ResourceModel; field: string; meta: FieldMeta }) {
  if (meta.format) return <LocaleValueField source={field} format={meta.format} />;
  if (meta.explainedBy) return <ExplainedField field={field} explainedBy={meta.explainedBy} />;
  switch (meta.input) {
    case 'boolean':
      return <BooleanField source={field} />;
    case 'select':
      return <ChoiceField model={model} field={field} />;
    case 'color':
      return <ColorSwatch field={field} />;
    case 'quantity':
      return <QuantityField field={field} />;
    case 'reference':
      return <ReferenceField source={field} reference={meta.reference!} link={false} emptyText="—" />;
    case 'references':
      return (
        <ReferenceArrayField source={field} reference={meta.reference!}>
          <SingleFieldList linkType={false}>
            <ChipField source="name" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      );
    default:
      return <TextField source={field} emptyText="—" />;
  }
}

/** The fields a list shows: those flagged `list`. */
export const listFields = (model: ResourceModel) =>
  Object.entries(model.fields).filter((e): e is [string, FieldMeta] => Boolean(e[1]?.list));
