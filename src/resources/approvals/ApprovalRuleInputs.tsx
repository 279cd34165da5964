import {
  ArrayInput,
  FormDataConsumer,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { AutocompleteArrayInput, AutocompleteInput } from '../views/autocomplete';
import { CONDITION_FIELDS, CONDITION_OPERATORS } from '../../domain/approvals/approvalRule';
import { approvalRuleModel } from '../../domain/approvals/approvalRule.model';

const key = (k: string) => `resources.${approvalRuleModel.name}.${k}`;
/** What a condition's value names, for the fields whose value is a record. */
const VALUE_REFERENCE: Record<string, string | undefined> = {
  SUPPLIER: 'documents/documentsources',
  BRANCH: 'administration/branches/list',
  ORIGIN_TYPE: 'documents/origintypes',
  DOCUMENT_GROUP: 'documents/documentgroups',
};
const personName = (u: { firstname?: string; lastname?: string; email?: string }) =>
  [u.firstname, u.lastname].filter(Boolean).join(' ') || u.email || '';

function useChoices(list: readonly string[], group: string) {
  const translate = useTranslate();
  return list.map((id) => ({ id, name: translate(key(`choices.${group}.${id}`)) }));
}

/** A rule's conditions: all must hold (field, the spec's operator, value; a record picker for record fields). */
export function ConditionsInput() {
  const fields = useChoices(CONDITION_FIELDS, 'field');
  const operators = useChoices(CONDITION_OPERATORS, 'operator');
  return (
    <ArrayInput source="conditions" label={key('fields.conditions')} fullWidth>
      <SimpleFormIterator inline disableReordering disableClear>
        <SelectInput source="field" label={key('fields.field')} choices={fields} />
        <SelectInput source="operator" label={key('fields.operator')} choices={operators} />
        <FormDataConsumer>
          {({ scopedFormData }) => {
            const reference = VALUE_REFERENCE[scopedFormData?.field as string];
            if (reference)
              return (
                <ReferenceInput source="value" reference={reference}>
                  <AutocompleteInput optionText="name" label={key('fields.value')} sx={{ minWidth: 240 }} />
                </ReferenceInput>
              );
            return (
              <>
                {scopedFormData?.field === 'KEYWORD' && (
                  <ReferenceInput source="keyworduuid" reference="documents/keywords">
                    <AutocompleteInput optionText="name" label={key('fields.keyword')} sx={{ minWidth: 200 }} />
                  </ReferenceInput>
                )}
                <TextInput source="value" label={key('fields.value')} />
              </>
            );
          }}
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** A rule's steps, in order: each approved by N of its named users or of the members of its rule groups. */
export function StepsInput() {
  return (
    <ArrayInput source="steps" label={key('fields.steps')} fullWidth>
      <SimpleFormIterator disableClear>
        <ReferenceArrayInput source="users" reference="administration/users/list">
          <AutocompleteArrayInput optionText={personName} label={key('fields.users')} sx={{ minWidth: { sm: 360 } }} />
        </ReferenceArrayInput>
        <ReferenceArrayInput source="ruleGroups" reference="administration/rulegroups/list">
          <AutocompleteArrayInput optionText="name" label={key('fields.ruleGroups')} sx={{ minWidth: { sm: 360 } }} />
        </ReferenceArrayInput>
        <NumberInput
          source="required"
          label={key('fields.required')}
          min={1}
          max={10}
          defaultValue={1}
          helperText={key('help.required')}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
