import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { lazyPage } from '../../src/layout/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { approvalRuleModel } from './approvalRule.model';

const ApprovalRuleCreate = lazyPage(() => import('./ApprovalRuleForms'), 'ApprovalRuleCreate');
const ApprovalRuleEdit = lazyPage(() => import('./ApprovalRuleForms'), 'ApprovalRuleEdit');

export default resourceConfig(approvalRuleModel, FactCheckOutlined, {
  create: ApprovalRuleCreate,
  edit: ApprovalRuleEdit,
});
