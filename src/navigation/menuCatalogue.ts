import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import BalanceOutlined from '@mui/icons-material/BalanceOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AllInboxOutlined from '@mui/icons-material/AllInboxOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import DocumentScannerOutlined from '@mui/icons-material/DocumentScannerOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FolderCopyOutlined from '@mui/icons-material/FolderCopyOutlined';
import FolderSpecialOutlined from '@mui/icons-material/FolderSpecialOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import HelpCenterOutlined from '@mui/icons-material/HelpCenterOutlined';
import InputOutlined from '@mui/icons-material/InputOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuEntry } from './menuTypes';

/** Submenus: label key -> icon. */
export const MENU_GROUPS: Record<string, SvgIconComponent> = {
  'menu.group.ai': SmartToyOutlined,
  'menu.group.links': LinkOutlined,
  'menu.group.datamodel': CategoryOutlined,
  'menu.group.administration': AdminPanelSettingsOutlined,
  'menu.group.intake': MoveToInboxOutlined,
};

type Row = [route: string, labelKey: string, icon: SvgIconComponent, extra?: Partial<MenuEntry>];
const rows = (mode: MenuEntry['mode'], group: string | undefined, list: Row[]): MenuEntry[] =>
  list.map(([route, labelKey, icon, extra]) => ({ route, labelKey, icon, mode, group, available: false, ...extra }));

/** Every page of the spec (§2). Only pages that exist are `available`. */
export const MENU_CATALOGUE: MenuEntry[] = [
  ...rows('DOCUMENTS', undefined, [
    ['/documentmanagement/maindashboard', 'menu.maindashboard', SpaceDashboardOutlined, { available: true }],
    ['/documentmanagement/upload', 'menu.upload', CloudUploadOutlined, { permission: 'UPLOAD_DOCUMENTS' }],
    ['/documentmanagement/recognition', 'menu.recognition', DocumentScannerOutlined, { permission: 'VIEW_DOCUMENTS' }],
    ['/documentmanagement/uncategorized', 'menu.uncategorized', HelpCenterOutlined, { permission: 'VIEW_DOCUMENTS' }],
    ['/documentmanagement/search', 'menu.search', ManageSearchOutlined, { permission: 'GLOBAL_SEARCH_DOCUMENTS' }],
    // validated invoices waiting for the user's approval (issue 19), their number beside the label
    [
      '/documentmanagement/toapprove',
      'menu.toapprove',
      TaskAltOutlined,
      { permission: 'VIEW_DOCUMENTS', countPath: '/approvals/count' },
    ],
    // every user's own exports (statements, payments, invoices, zips of documents)
    ['/exports', 'menu.exports', FileDownloadOutlined],
    // the bank side of payments: accounts, statements, reconciliation, bank balance beside the books'
    ['/bankaccounts', 'menu.bankaccounts', AccountBalanceOutlined, { permission: 'VIEW_PAYMENTS' }],
    ['/bank/statements', 'menu.bankstatements', ReceiptLongOutlined, { permission: 'VIEW_PAYMENTS' }],
    ['/bank/reconciliation', 'menu.reconciliation', RuleOutlined, { permission: 'VIEW_PAYMENTS' }],
    ['/bank/balances', 'menu.bankbalances', BalanceOutlined, { permission: 'VIEW_PAYMENTS' }],
  ]),
  ...rows('EMAILS', undefined, [
    ['/mails/sent', 'menu.sent', OutboxOutlined, { permission: 'VIEW_EMAILS' }],
    ['/mails/contact', 'menu.contacts', ContactMailOutlined, { permission: 'VIEW_EMAIL_CONTACTS' }],
  ]),
  ...rows('CONFIGURATIONS', 'menu.group.ai', [
    ['/documents/configurations/ai', 'menu.aiconfigurations', SmartToyOutlined, { permission: 'VIEW_PROMPTS' }],
    ['/documents/configurations/ai/test', 'menu.aitest', ScienceOutlined, { permission: 'VIEW_PROMPTS' }],
    [
      '/documents/configurations/ai/categories',
      'menu.promptcategories',
      CategoryOutlined,
      { permission: 'VIEW_PROMPTS' },
    ],
  ]),
  ...rows('CONFIGURATIONS', 'menu.group.links', [
    ['/links/grid', 'menu.linksgrid', GridViewOutlined, { permission: 'VIEW_LINKS' }],
    ['/links/list', 'menu.linkslist', ViewListOutlined, { permission: 'VIEW_LINKS' }],
    ['/links/categories', 'menu.linkcategories', FolderSpecialOutlined, { permission: 'VIEW_LINKS' }],
  ]),
  ...rows('CONFIGURATIONS', 'menu.group.datamodel', [
    ['/documents/documentsources', 'menu.documentsources', StorefrontOutlined, { permission: 'VIEW_DOCUMENT_SOURCES' }],
    ['/documents/origintypes', 'menu.origintypes', InputOutlined, { permission: 'VIEW_ORIGIN_TYPES' }],
    ['/documents/documentgroups', 'menu.documentgroups', FolderCopyOutlined, { permission: 'VIEW_DOCUMENT_GROUPS' }],
    [
      '/documents/documentgroups/categories',
      'menu.documentgroupcategories',
      CategoryOutlined,
      { permission: 'VIEW_DOCUMENT_GROUPS' },
    ],
    ['/documents/keywords', 'menu.keywords', KeyOutlined, { permission: 'VIEW_KEYWORDS' }],
    ['/documents/keywordgroups', 'menu.keywordgroups', ExtensionOutlined, { permission: 'VIEW_KEYWORD_GROUPS' }],
    ['/documents/documentsourcelabels', 'menu.documentsourcelabels', SellOutlined, { permission: 'VIEW_LABELS' }],
    ['/documents/documentlabels', 'menu.documentlabels', LabelOutlined, { permission: 'VIEW_LABELS' }],
    ['/invoices/paymenttypes', 'menu.paymenttypes', PaymentsOutlined, { permission: 'VIEW_PAYMENT_TYPES' }],
  ]),
  // how documents arrive by themselves (issue 18)
  ...rows('CONFIGURATIONS', 'menu.group.intake', [
    ['/configurations/mailboxes', 'menu.mailboxes', AllInboxOutlined, { permission: 'VIEW_MAILBOXES' }],
    ['/configurations/apikeys', 'menu.apikeys', VpnKeyOutlined, { permission: 'VIEW_API_KEYS' }],
    ['/configurations/intakelog', 'menu.intakelog', MoveToInboxOutlined, { permission: 'VIEW_MAILBOXES' }],
    ['/configurations/webhooks', 'menu.webhooks', WebhookOutlined, { permission: 'VIEW_WEBHOOKS' }],
  ]),
  ...rows('CONFIGURATIONS', 'menu.group.administration', [
    ['/administration/users/list', 'menu.users', PeopleAltOutlined, { permission: 'VIEW_USERS' }],
    [
      '/administration/branches/list',
      'menu.branches',
      AccountTreeOutlined,
      { permission: 'VIEW_BRANCHES', requires: 'masterOrSuperAdmin' },
    ],
    [
      '/administration/rulegroups/list',
      'menu.rulegroups',
      AdminPanelSettingsOutlined,
      { permission: 'VIEW_RULE_GROUPS', requires: 'masterOrSuperAdmin' },
    ],
    [
      '/administration/approvalrules',
      'menu.approvalrules',
      FactCheckOutlined,
      { permission: 'VIEW_RULE_GROUPS', requires: 'masterOrSuperAdmin' },
    ],
    ['/administration/audit', 'menu.audit', HistoryOutlined, { requires: 'admin' }],
    ['/administration/deleteddocuments', 'menu.deleteddocuments', RestoreFromTrashOutlined, { requires: 'admin' }],
    [
      '/administration/subscriptions/offer',
      'menu.subscriptions',
      WorkspacePremiumOutlined,
      { requires: 'masterNotSuperAdmin' },
    ],
  ]),
  ...rows('SUPER_ADMIN', undefined, [
    ['/superadministrator/accounts', 'menu.accounts', BusinessOutlined, { requires: 'superAdmin' }],
    ['/superadministrator/offers', 'menu.offers', LocalOfferOutlined, { requires: 'superAdmin' }],
    ['/superadministrator/functionnalities', 'menu.functionnalities', ExtensionOutlined, { requires: 'superAdmin' }],
  ]),
];
