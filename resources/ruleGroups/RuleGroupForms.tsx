import { RULE_GROUP_PERMISSIONS } from '../access';
import { ModelCreate, ModelEdit } from '../views/ModelForm';
import { ruleGroupModel } from './ruleGroup.model';
import { PermissionsInput } from './PermissionsInput';

const permissions = <PermissionsInput source="permissions" choices={RULE_GROUP_PERMISSIONS} />;

export const RuleGroupCreate = () => (
  <ModelCreate model={ruleGroupModel} skip={['permissions']}>
    {permissions}
  </ModelCreate>
);
export const RuleGroupEdit = () => (
  <ModelEdit model={ruleGroupModel} skip={['permissions']}>
    {permissions}
  </ModelEdit>
);
