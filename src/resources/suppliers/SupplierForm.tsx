import { useMemo } from 'react';
import { Create, Edit, SaveButton, TabbedForm, Toolbar, useRecordContext, type RaRecord } from 'react-admin';
import { HistoryPanel } from '../views/history/HistoryPanel';
import { validateWith } from '../../domain/defineResource';
import { nestErrors } from '../../domain/suppliers/formUtils';
import { supplierModel } from '../../domain/suppliers/supplier.model';
import { fieldKey } from './SupplierInputs';
import { BranchesTab, DatesTab, EmailTab, GeneralTab, IdentifiersTab, RecognitionTab } from './SupplierTabs';

const flatValidate = validateWith(supplierModel.schema);
const validate = (values: Record<string, unknown>) => nestErrors(flatValidate(values));

/** A new source starts with the spec's defaults (e-mail template included). */
export const supplierDefaults = () => ({ ...supplierModel.schema.parse({ name: '-' }), name: '' });

/** No delete: a document source is archived (visibility ARCHIVED) instead. */
const FormToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The source's history from the audit trail (who changed its bank details, its name...). */
function SupplierHistory() {
  const record = useRecordContext();
  return record?.uuid ? <HistoryPanel subject={{ kind: 'suppliers', id: String(record.uuid) }} /> : null;
}

export function SupplierForm({
  defaults,
  record,
  history,
}: {
  defaults?: Record<string, unknown>;
  record?: RaRecord;
  /** Show the History tab (an existing source). */
  history?: boolean;
}) {
  return (
    <TabbedForm
      validate={validate}
      defaultValues={defaults}
      record={record}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 900 }}
    >
      <TabbedForm.Tab label={fieldKey('tab_general')}>
        <GeneralTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={fieldKey('tab_identifiers')} path="identifiers">
        <IdentifiersTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={fieldKey('tab_dates')} path="dates">
        <DatesTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={fieldKey('tab_email')} path="email">
        <EmailTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={fieldKey('tab_recognition')} path="recognition">
        <RecognitionTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={fieldKey('tab_branches')} path="branches">
        <BranchesTab />
      </TabbedForm.Tab>
      {history && (
        <TabbedForm.Tab label="audit.history" path="history">
          <SupplierHistory />
        </TabbedForm.Tab>
      )}
    </TabbedForm>
  );
}

export function SupplierCreate() {
  // Stable defaults: new ones on every render would reset the form when switching tabs.
  const defaults = useMemo(supplierDefaults, []);
  return (
    <Create redirect="list">
      <SupplierForm defaults={defaults} />
    </Create>
  );
}
export const SupplierEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SupplierForm history />
  </Edit>
);
