import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { ruleGroupModel } from '../../domain/ruleGroups/ruleGroup.model';

const RuleGroupCreate = lazyPage(() => import('./RuleGroupForms'), 'RuleGroupCreate');
const RuleGroupEdit = lazyPage(() => import('./RuleGroupForms'), 'RuleGroupEdit');

export default resourceConfig(ruleGroupModel, AdminPanelSettingsOutlined, {
  create: RuleGroupCreate,
  edit: RuleGroupEdit,
});
