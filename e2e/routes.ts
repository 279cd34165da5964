/**
 * The routes of spec §2 that the walks of the e2e specs visit: the configuration lists (screens.spec checks
 * each fits at 420 px, a11y.spec runs axe-core on each) and the super administrator's lists.
 */
export const CONFIGURATION_LISTS = [
  '/documents/configurations/ai',
  '/documents/configurations/ai/categories',
  '/links/grid',
  '/links/list',
  '/links/categories',
  '/documents/keywords',
  '/documents/keywordgroups',
  '/documents/documentsources',
  '/documents/origintypes',
  '/documents/documentgroups',
  '/documents/documentgroups/categories',
  '/documents/documentsourcelabels',
  '/documents/documentlabels',
  '/invoices/paymenttypes',
  '/administration/users/list',
  '/administration/branches/list',
  '/administration/rulegroups/list',
  '/administration/subscriptions/offer',
  '/mails/contact',
];
/** Screens added after spec §2: how documents arrive by themselves (issue 18), the bank side of payments (issue 20). */
export const NEW_SCREENS = [
  '/configurations/mailboxes',
  '/configurations/apikeys',
  '/configurations/intakelog',
  '/bankaccounts',
  '/bank/statements',
  '/bank/reconciliation',
  '/bank/balances',
  '/configurations/webhooks',
  '/administration/audit',
  '/administration/approvalrules',
  '/administration/deleteddocuments',
  '/documentmanagement/toapprove',
];
export const SUPER_LISTS = [
  '/superadministrator/accounts',
  '/superadministrator/offers',
  '/superadministrator/functionnalities',
];
