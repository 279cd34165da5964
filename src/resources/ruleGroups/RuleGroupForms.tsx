import { RULE_GROUP_PERMISSIONS } from '../../domain/access';
import { modelForms } from '../views/ModelForm';
import { ruleGroupModel } from '../../domain/ruleGroups/ruleGroup.model';
import { PermissionsInput } from './PermissionsInput';

export const { Create: RuleGroupCreate, Edit: RuleGroupEdit } = modelForms(
  ruleGroupModel,
  ['permissions'],
  <PermissionsInput source="permissions" choices={RULE_GROUP_PERMISSIONS} />,
);
