import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { RULE_GROUP_PERMISSIONS } from '../access';
import { ModelCreate, ModelEdit } from '../views/ModelForm';
import { resourceConfig } from '../views/resourceConfig';
import { ruleGroupMessages } from './i18n';
import { ruleGroupModel } from './model';
import { PermissionsInput } from './PermissionsInput';

const permissions = <PermissionsInput source="permissions" choices={RULE_GROUP_PERMISSIONS} />;

export const RuleGroupCreate = () => <ModelCreate model={ruleGroupModel} skip={['permissions']}>{permissions}</ModelCreate>;
export const RuleGroupEdit = () => <ModelEdit model={ruleGroupModel} skip={['permissions']}>{permissions}</ModelEdit>;

export default resourceConfig(ruleGroupModel, AdminPanelSettingsOutlined, ruleGroupMessages, { create: RuleGroupCreate, edit: RuleGroupEdit });
