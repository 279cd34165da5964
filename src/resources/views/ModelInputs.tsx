import {
  BooleanInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { FieldMeta, ResourceModel } from '../../domain/defineResource';
import { AutocompleteArrayInput, AutocompleteInput } from './autocomplete';
import { ColorInput } from './ColorInput';

export const choiceKey = (resource: string, field: string, value: string | number) =>
  `resources.${resource}.choices.${field}.${value}`;

function useChoices(model: ResourceModel, field: string, meta: FieldMeta) {
  const translate = useTranslate();
  return (meta.choices ?? []).map((value) => ({
    id: value,
    name: translate(choiceKey(model.name, field, value), { _: String(value) }),
  }));
}

function FieldInput({ model, field, meta }: { model: ResourceModel; field: string; meta: FieldMeta }) {
  const choices = useChoices(model, field, meta);
  const translate = useTranslate();
  // An optional hint under the field: `resources.<name>.helpers.<field>`
  const hint = translate(`resources.${model.name}.helpers.${field}`, { _: '' });
  const common = {
    source: field,
    fullWidth: true,
    disabled: meta.readOnly,
    ...(hint ? { helperText: hint } : {}),
  } as const;
  switch (meta.input) {
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} />;
    case 'richtext':
      return <TextInput {...common} multiline minRows={6} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'quantity':
      return (
        <NumberInput
          {...common}
          format={(v: number | null | undefined) => (v === -1 || v === null || v === undefined ? '' : v)}
          parse={(v: string | number | null) => (v === '' || v === null || v === undefined ? -1 : Number(v))}
        />
      );
    case 'boolean':
      return <BooleanInput source={field} disabled={meta.readOnly} />;
    case 'select':
      return <SelectInput {...common} choices={choices} />;
    case 'multiselect':
      return meta.choices ? <AutocompleteArrayInput {...common} choices={choices} /> : <TextArrayInput {...common} />;
    case 'color':
      return <ColorInput source={field} />;
    case 'password':
      return <PasswordInput {...common} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'reference':
      return (
        <ReferenceInput source={field} reference={meta.reference!}>
          <AutocompleteInput fullWidth optionText="name" />
        </ReferenceInput>
      );
    case 'references':
      return (
        <ReferenceArrayInput source={field} reference={meta.reference!}>
          <AutocompleteArrayInput fullWidth optionText="name" />
        </ReferenceArrayInput>
      );
    default:
      return <TextInput {...common} />;
  }
}

/** The inputs of a model's editable fields, in declaration order; `skip` leaves some to a custom view. */
export function ModelInputs({
  model,
  mode,
  skip = [],
}: {
  model: ResourceModel;
  mode: 'create' | 'edit';
  skip?: string[];
}) {
  return (
    <>
      {Object.entries(model.fields)
        .filter(([field, meta]) => meta && !skip.includes(field) && !(meta.createOnly && mode === 'edit'))
        .map(([field, meta]) => (
          <FieldInput key={field} model={model} field={field} meta={meta!} />
        ))}
    </>
  );
}
