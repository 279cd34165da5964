import type { Messages } from '../../domain/locales';
import { ruleGroupModel } from '../../domain/ruleGroups/ruleGroup.model';

/** Rule groups: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [ruleGroupModel.name]: {
      name: 'Rule group |||| Rule groups',
      fields: {
        name: 'Name',
        description: 'Description',
        type: 'Type',
        permissions: 'Permissions',
      },
      choices: {
        type: {
          SUPER_ADMIN: 'Super Admin',
          BRANCH_ADMIN: 'Branch Admin',
          USER: 'User',
        },
      },
    },
  },
  rulegroups: {
    picker: {
      all: 'All',
      notHeld: 'You do not hold this permission, so you cannot grant it.',
      selected: '%{count} of %{total} selected',
      none: 'No permission selected.',
    },
  },
  permissions: {
    subject: { RULE_GROUPS: 'rule groups' },
    crud: {
      VIEW: 'View %{subject}',
      CREATE: 'Create %{subject}',
      UPDATE: 'Update %{subject}',
      DELETE: 'Delete %{subject}',
    },
    EXECUTE_PAYMENTS: 'Execute payments (bank files, mark done)',
    VIEW_DOCUMENTS: 'View documents',
    UPLOAD_DOCUMENTS: 'Upload documents',
    DOWNLOAD_DOCUMENTS: 'Download documents',
    UPDATE_DOCUMENTS: 'Update documents',
    DELETE_DOCUMENTS: 'Delete documents',
    SEND_EMAIL_DOCUMENTS: 'Send documents by e-mail',
    GLOBAL_SEARCH_DOCUMENTS: 'Global document search',
    VIEW_EMAILS: 'View e-mails',
    READ_EMAILS: 'Read e-mails',
    SEND_EMAILS: 'Send e-mails',
    VIEW_SOLDES: 'View balances',
    EXPORT_SOLDES: 'Export balances',
    DASHBOARD_SUPPLIERS_CUSTOMERS: 'Supplier and customer dashboards',
    DASHBOARD_LABELS: 'Label dashboards',
    OVERVIEW_MODE: 'Overview Mode',
    ADVANCED_FUNCTIONNALITIES: 'Advanced functionalities',
  },
} satisfies Messages;
