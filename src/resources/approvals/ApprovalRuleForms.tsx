import { modelForms } from '../views/ModelForm';
import { approvalRuleModel } from '../../domain/approvals/approvalRule.model';
import { ConditionsInput, StepsInput } from './ApprovalRuleInputs';

export const { Create: ApprovalRuleCreate, Edit: ApprovalRuleEdit } = modelForms(
  approvalRuleModel,
  ['conditions', 'steps'],
  <>
    <ConditionsInput />
    <StepsInput />
  </>,
);
