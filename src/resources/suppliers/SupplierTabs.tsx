import { Alert } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import {
  dueDateMode,
  dueDateNeedsDays,
  EMBED_MODES,
  OCR_ALGORITHMS,
  PAYMENT_DATE_VALUES,
  DUE_DATE_VALUES,
  paymentDateMode,
  paymentDateNeedsDays,
  VISIBILITY_VALUES,
} from '../../domain/suppliers/constants';
import { AutocompleteArrayInput, AutocompleteInput } from '../views/autocomplete';
import { IDENTIFIER_TYPES } from '../../domain/suppliers/identifiers';
import { DaysInput, EnumInput, ExcludedBranchesInput, fieldKey, PlaceholderHelp } from './SupplierInputs';

const Reference = ({ source, reference }: { source: string; reference: string }) => (
  <ReferenceInput source={source} reference={reference}>
    <AutocompleteInput optionText="name" fullWidth />
  </ReferenceInput>
);

export function GeneralTab() {
  return (
    <>
      <TextInput source="name" fullWidth />
      <Reference source="origintype" reference="documents/origintypes" />
      <EnumInput source="visible" choices={VISIBILITY_VALUES} />
      <BooleanInput source="divers" helperText={fieldKey('help_divers')} />
      <TextInput source="email" type="email" fullWidth />
      <TextInput source="phone" fullWidth />
      <TextInput source="address" multiline minRows={2} fullWidth />
      <TextInput source="description" multiline minRows={3} fullWidth />
    </>
  );
}

export function IdentifiersTab() {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
        {translate(fieldKey('help_identifiers'))}
      </Alert>
      <ArrayInput source="identifiers" fullWidth>
        <SimpleFormIterator inline disableReordering disableClear>
          <EnumInput
            source="type"
            choiceField="identifiertype"
            choices={IDENTIFIER_TYPES}
            label={fieldKey('identifiertype')}
          />
          <TextInput source="value" label={fieldKey('identifiervalue')} sx={{ minWidth: 320 }} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

export function DatesTab() {
  return (
    <>
      <Reference source="paymenttypeuuid" reference="invoices/paymenttypes" />
      <BooleanInput source="payonvalidation" />
      <EnumInput source="duedateenum" choices={DUE_DATE_VALUES} />
      <FormDataConsumer>
        {({ formData }) => dueDateNeedsDays(dueDateMode(formData.duedateenum)) && <DaysInput source="duedatexdays" />}
      </FormDataConsumer>
      <EnumInput source="paymentdateenum" choices={PAYMENT_DATE_VALUES} />
      <FormDataConsumer>
        {({ formData }) =>
          paymentDateNeedsDays(paymentDateMode(formData.paymentdateenum)) && <DaysInput source="paymentdatexdays" />
        }
      </FormDataConsumer>
    </>
  );
}

export function EmailTab() {
  return (
    <>
      <BooleanInput source="automail" />
      <BooleanInput source="includeattachments" />
      <TextInput source="emailtemplate" multiline minRows={8} fullWidth />
      <PlaceholderHelp />
    </>
  );
}

export function RecognitionTab() {
  return (
    <>
      <EnumInput source="ocralgorithm" choices={OCR_ALGORITHMS} />
      <EnumInput source="embedmode" choices={EMBED_MODES} />
      <NumberInput source="pagenumbers" min={-1} step={1} helperText={fieldKey('help_pagenumbers')} fullWidth />
      <Reference source="defaultdocumentgroupuuid" reference="documents/documentgroups" />
      <Reference source="configuration" reference="documents/configurations/ai" />
      <ArrayInput source="configurations" helperText={fieldKey('help_configurations')} fullWidth>
        <SimpleFormIterator inline disableReordering disableClear>
          <ReferenceInput source="documentgroupuuid" reference="documents/documentgroups">
            <AutocompleteInput optionText="name" label={fieldKey('documentgroupuuid')} sx={{ minWidth: 240 }} />
          </ReferenceInput>
          <ReferenceInput source="aiconfigurationduuid" reference="documents/configurations/ai">
            <AutocompleteInput optionText="name" label={fieldKey('aiconfigurationduuid')} sx={{ minWidth: 240 }} />
          </ReferenceInput>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

export function BranchesTab() {
  return (
    <>
      <ExcludedBranchesInput />
      <ReferenceArrayInput source="labels" reference="documents/documentsourcelabels">
        <AutocompleteArrayInput optionText="name" fullWidth />
      </ReferenceArrayInput>
    </>
  );
}
