import BalanceOutlined from '@mui/icons-material/BalanceOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DocumentScannerOutlined from '@mui/icons-material/DocumentScannerOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import HelpCenterOutlined from '@mui/icons-material/HelpCenterOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuEntry } from './menuTypes';
import { resourceEntry } from './resourceEntry';

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

const resourceEntries = (mode: MenuEntry['mode'], group: string | undefined, names: string[]) =>
  names.map((name) => resourceEntry(name, mode, group));

/**
 * Every page of the spec (§2), in menu order. Only pages that exist are `available`. A resource's entry is its name
 * here: label, permission and icon come from its model and its folder (resourceEntry.ts, src/features.tsx).
 */
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
  ]),
  // the bank side of payments: accounts, statements, reconciliation, bank balance beside the books'
  resourceEntry('bankaccounts', 'DOCUMENTS'),
  ...rows('DOCUMENTS', undefined, [
    ['/bank/statements', 'menu.bankstatements', ReceiptLongOutlined, { permission: 'VIEW_PAYMENTS' }],
    ['/bank/reconciliation', 'menu.reconciliation', RuleOutlined, { permission: 'VIEW_PAYMENTS' }],
    ['/bank/balances', 'menu.bankbalances', BalanceOutlined, { permission: 'VIEW_PAYMENTS' }],
  ]),
  ...rows('EMAILS', undefined, [['/mails/sent', 'menu.sent', OutboxOutlined, { permission: 'VIEW_EMAILS' }]]),
  resourceEntry('mails/contact', 'EMAILS'),
  resourceEntry('documents/configurations/ai', 'CONFIGURATIONS', 'menu.group.ai'),
  ...rows('CONFIGURATIONS', 'menu.group.ai', [
    ['/documents/configurations/ai/test', 'menu.aitest', ScienceOutlined, { permission: 'VIEW_PROMPTS' }],
  ]),
  resourceEntry('documents/configurations/ai/categories', 'CONFIGURATIONS', 'menu.group.ai'),
  ...rows('CONFIGURATIONS', 'menu.group.links', [
    ['/links/grid', 'menu.linksgrid', GridViewOutlined, { permission: 'VIEW_LINKS' }],
  ]),
  ...resourceEntries('CONFIGURATIONS', 'menu.group.links', ['links/list', 'links/categories']),
  ...resourceEntries('CONFIGURATIONS', 'menu.group.datamodel', [
    'documents/documentsources',
    'documents/origintypes',
    'documents/documentgroups',
    'documents/documentgroups/categories',
    'documents/keywords',
    'documents/keywordgroups',
    'documents/documentsourcelabels',
    'documents/documentlabels',
    'invoices/paymenttypes',
  ]),
  // how documents arrive by themselves (issue 18)
  ...resourceEntries('CONFIGURATIONS', 'menu.group.intake', [
    'configurations/mailboxes',
    'configurations/apikeys',
    'configurations/intakelog',
    'configurations/webhooks',
  ]),
  ...resourceEntries('CONFIGURATIONS', 'menu.group.administration', [
    'administration/users/list',
    'administration/branches/list',
    'administration/rulegroups/list',
    'administration/approvalrules',
  ]),
  ...rows('CONFIGURATIONS', 'menu.group.administration', [
    ['/administration/audit', 'menu.audit', HistoryOutlined, { requires: 'admin' }],
    ['/administration/deleteddocuments', 'menu.deleteddocuments', RestoreFromTrashOutlined, { requires: 'admin' }],
    [
      '/administration/subscriptions/offer',
      'menu.subscriptions',
      WorkspacePremiumOutlined,
      { requires: 'masterNotSuperAdmin' },
    ],
  ]),
  ...resourceEntries('SUPER_ADMIN', undefined, [
    'superadministrator/accounts',
    'superadministrator/offers',
    'superadministrator/functionnalities',
  ]),
];
