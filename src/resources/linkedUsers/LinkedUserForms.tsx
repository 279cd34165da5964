import { ReferenceArrayInput, useCanAccess, useTranslate } from 'react-admin';
import { AutocompleteArrayInput } from '../views/autocomplete';
import { PermissionsInput } from '../ruleGroups/PermissionsInput';
import { ModelEdit } from '../views/ModelForm';
import { ModelInputs } from '../views/ModelInputs';
import { CreateWithAccount } from './CreateWithAccount';
import { LINKED_USER_PERMISSIONS, linkedUserModel } from '../../domain/linkedUsers/linkedUser.model';

const CUSTOM = ['permissions', 'groups', 'origintypes', 'documentgroups'];

/** A reference list input, shown only to a user who may list its target (else the list would fail). */
function ReferencesInput({
  source,
  reference,
  helperText,
}: {
  source: string;
  reference: string;
  helperText?: string;
}) {
  const { canAccess } = useCanAccess({ resource: reference, action: 'list' });
  if (!canAccess) return null;
  return (
    <ReferenceArrayInput source={source} reference={reference}>
      <AutocompleteArrayInput fullWidth optionText="name" helperText={helperText} />
    </ReferenceArrayInput>
  );
}

/** Rule groups, what the user may see (empty = everything) and do. */
function AccessInputs() {
  const translate = useTranslate();
  return (
    <>
      <ReferencesInput source="groups" reference="administration/rulegroups/list" />
      <ReferencesInput
        source="origintypes"
        reference="documents/origintypes"
        helperText={translate('users.account.allVisible')}
      />
      <ReferencesInput
        source="documentgroups"
        reference="documents/documentgroups"
        helperText={translate('users.account.allVisible')}
      />
      <PermissionsInput source="permissions" choices={LINKED_USER_PERMISSIONS} />
    </>
  );
}

export const LinkedUserCreate = () => (
  <CreateWithAccount model={linkedUserModel}>
    <ModelInputs model={linkedUserModel} mode="create" skip={CUSTOM} />
    <AccessInputs />
  </CreateWithAccount>
);

export const LinkedUserEdit = () => (
  <ModelEdit model={linkedUserModel} skip={CUSTOM}>
    <AccessInputs />
  </ModelEdit>
);
