import { Box, Chip } from '@mui/material';
import { BooleanField, ChipField, ReferenceArrayField, ReferenceField, SingleFieldList, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { FieldMeta, ResourceModel } from '../defineResource';
import { choiceKey } from './ModelInputs';

function ChoiceField({ model, field }: { model: ResourceModel; field: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[field];
  if (value === undefined || value === null || value === '') return null;
  return <Chip size="small" variant="outlined" label={translate(choiceKey(model.name, field, value), { _: String(value) })} />;
}

function ColorSwatch({ field }: { field: string }) {
  const record = useRecordContext();
  const color = record?.[field] as string | undefined;
  return color ? <Box component="span" title={color} sx={{ display: 'inline-block', width: 20, height: 20, borderRadius: '50%', bgcolor: color, border: 1, borderColor: 'divider' }} /> : null;
}

/** How a model field reads in a list cell. */
export function ModelField({ model, field, meta }: { model: ResourceModel; field: string; meta: FieldMeta }) {
  switch (meta.input) {
    case 'boolean': return <BooleanField source={field} />;
    case 'select': return <ChoiceField model={model} field={field} />;
    case 'color': return <ColorSwatch field={field} />;
    case 'reference':
      return <ReferenceField source={field} reference={meta.reference!} link={false} emptyText="—" />;
    case 'references':
      return (
        <ReferenceArrayField source={field} reference={meta.reference!}>
          <SingleFieldList linkType={false}><ChipField source="name" size="small" /></SingleFieldList>
        </ReferenceArrayField>
      );
    default: return <TextField source={field} emptyText="—" />;
  }
}

/** The fields a list shows: those flagged `list`. */
export const listFields = (model: ResourceModel) =>
  Object.entries(model.fields).filter((e): e is [string, FieldMeta] => Boolean(e[1]?.list));
