import { RULE_GROUP_PERMISSIONS } from '../access';
import { modelForms } from '../views/ModelForm';
import { ruleGroupModel } from './ruleGroup.model';
import { PermissionsInput } from './PermissionsInput';

export const { Create: RuleGroupCreate, Edit: RuleGroupEdit } = modelForms(
  ruleGroupModel,
  ['permissions'],
  <PermissionsInput source="permissions" choices={RULE_GROUP_PERMISSIONS} />,
);
