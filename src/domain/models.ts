import type { ResourceModel } from './defineResource';
import { accountModel } from './accounts/account.model';
import { aiConfigurationModel } from './aiConfigurations/aiConfiguration.model';
import { bankAccountModel } from './bankAccounts/bankAccount.model';
import { branchModel } from './branches/branch.model';
import { documentGroupCategoryModel } from './documentGroupCategories/documentGroupCategory.model';
import { documentGroupModel } from './documentGroups/documentGroup.model';
import { documentLabelModel } from './documentLabels/documentLabel.model';
import { emailContactModel } from './emailContacts/emailContact.model';
import { functionalityModel } from './functionalities/functionality.model';
import { keywordGroupModel } from './keywordGroups/keywordGroup.model';
import { keywordModel } from './keywords/keyword.model';
import { linkCategoryModel } from './linkCategories/linkCategory.model';
import { linkedUserModel } from './linkedUsers/linkedUser.model';
import { linkModel } from './links/link.model';
import { offerModel } from './offers/offer.model';
import { originTypeModel } from './originTypes/originType.model';
import { paymentTypeModel } from './paymentTypes/paymentType.model';
import { promptCategoryModel } from './promptCategories/promptCategory.model';
import { ruleGroupModel } from './ruleGroups/ruleGroup.model';
import { approvalRuleModel } from './approvals/approvalRule.model';
import { sourceLabelModel } from './sourceLabels/sourceLabel.model';
import { supplierModel } from './suppliers/supplier.model';
import { mailboxModel } from './mailboxes/mailbox.model';
import { apiKeyModel } from './apiKeys/apiKey.model';
import { webhookModel } from './webhooks/webhook.model';
import { intakeLogModel } from './intakeLog/intakeLog.model';

/**
 * Every schema-driven resource model, once (isomorphic: the server, the data provider and the access rules read
 * it without loading any view): an entity is its folder and its line here; src/resources/index.ts finds its views by folder.
 */
export const resourceModels: ResourceModel[] = [
  keywordModel,
  keywordGroupModel,
  documentGroupModel,
  documentGroupCategoryModel,
  originTypeModel,
  paymentTypeModel,
  bankAccountModel,
  supplierModel,
  sourceLabelModel,
  documentLabelModel,
  linkCategoryModel,
  linkModel,
  emailContactModel,
  promptCategoryModel,
  aiConfigurationModel,
  linkedUserModel,
  ruleGroupModel,
  branchModel,
  accountModel,
  offerModel,
  functionalityModel,
  mailboxModel,
  apiKeyModel,
  webhookModel,
  intakeLogModel,
  approvalRuleModel,
];

export const modelByName = (name: string) => resourceModels.find((m) => m.name === name);
