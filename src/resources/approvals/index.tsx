import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { approvalRuleModel } from '../../domain/approvals/approvalRule.model';

const ApprovalRuleCreate = lazyPage(() => import('./ApprovalRuleForms'), 'ApprovalRuleCreate');
const ApprovalRuleEdit = lazyPage(() => import('./ApprovalRuleForms'), 'ApprovalRuleEdit');

export default resourceConfig(approvalRuleModel, FactCheckOutlined, {
  create: ApprovalRuleCreate,
  edit: ApprovalRuleEdit,
});
