/**
 * Access rules shared by the server (guards) and the client (canAccess, menus).
 * Access to a feature = the offer holds the functionality AND the user holds
 * the permission, directly or through a rule group (spec §6).
 */

export const FUNCTIONALITIES = [
  'DASHBOARDS',
  'DOCUMENTS',
  'EMAILS',
  'DOCUMENT_SOURCES',
  'ORIGIN_TYPES',
  'KEYWORDS',
  'DOCUMENT_GROUPS',
  'LABELS',
  'LINKS',
  'PROMPTS',
  'PAYMENTS',
  'USERS',
  'BRANCHES',
  'API',
] as const;
export type Functionality = (typeof FUNCTIONALITIES)[number];

/** The spec's functionality numbers 1-12. */
export const FUNCTIONALITY_NUMBERS: Record<number, Functionality> = {
  1: 'DOCUMENTS',
  2: 'EMAILS',
  3: 'DOCUMENT_SOURCES',
  4: 'ORIGIN_TYPES',
  5: 'KEYWORDS',
  6: 'DOCUMENT_GROUPS',
  7: 'LABELS',
  8: 'LINKS',
  9: 'PROMPTS',
  10: 'PAYMENTS',
  11: 'USERS',
  12: 'BRANCHES',
};

/** Subjects with the View/Create/Update/Delete quartet, and the functionality each needs. */
export const CRUD_SUBJECTS = {
  KEYWORDS: 'KEYWORDS',
  KEYWORD_GROUPS: 'KEYWORDS',
  PROMPTS: 'PROMPTS',
  LINKS: 'LINKS',
  DOCUMENT_SOURCES: 'DOCUMENT_SOURCES',
  ORIGIN_TYPES: 'ORIGIN_TYPES',
  DOCUMENT_GROUPS: 'DOCUMENT_GROUPS',
  LABELS: 'LABELS',
  PAYMENT_TYPES: 'PAYMENTS',
  BRANCHES: 'BRANCHES',
  USERS: 'USERS',
  RULE_GROUPS: 'USERS',
  EMAIL_CONTACTS: 'EMAILS',
  PAYMENTS: 'PAYMENTS',
  // how documents arrive by themselves (issue 18): IMAP mailboxes, and API keys (the spec's API functionality)
  MAILBOXES: 'DOCUMENTS',
  API_KEYS: 'API',
  // webhooks: the account's endpoints told of its documents' events (issue 18)
  WEBHOOKS: 'API',
} as const satisfies Record<string, Functionality>;
export type CrudSubject = keyof typeof CRUD_SUBJECTS;
export const CRUD_ACTIONS = ['VIEW', 'CREATE', 'UPDATE', 'DELETE'] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

/** Permissions that are not a CRUD quartet, with the functionality each needs. */
export const OTHER_PERMISSIONS = {
  VIEW_DOCUMENTS: 'DOCUMENTS',
  UPLOAD_DOCUMENTS: 'DOCUMENTS',
  DOWNLOAD_DOCUMENTS: 'DOCUMENTS',
  UPDATE_DOCUMENTS: 'DOCUMENTS',
  DELETE_DOCUMENTS: 'DOCUMENTS',
  SEND_EMAIL_DOCUMENTS: 'EMAILS',
  GLOBAL_SEARCH_DOCUMENTS: 'DOCUMENTS',
  VIEW_EMAILS: 'EMAILS',
  READ_EMAILS: 'EMAILS',
  SEND_EMAILS: 'EMAILS',
  VIEW_SOLDES: 'PAYMENTS',
  EXPORT_SOLDES: 'PAYMENTS',
  // executing a payment (issue 19): producing its bank file (SEPA, international, a batch with `transfer`) or marking
  // it Done; recording one (preparing) is Create payments
  EXECUTE_PAYMENTS: 'PAYMENTS',
  DASHBOARD_SUPPLIERS_CUSTOMERS: 'DASHBOARDS',
  DASHBOARD_LABELS: 'DASHBOARDS',
  OVERVIEW_MODE: 'BRANCHES',
  ADVANCED_FUNCTIONNALITIES: 'API',
} as const satisfies Record<string, Functionality>;

export type CrudPermission = `${CrudAction}_${CrudSubject}`;
export type Permission = CrudPermission | keyof typeof OTHER_PERMISSIONS;

export const crudPermission = (action: CrudAction, subject: CrudSubject): Permission => `${action}_${subject}`;

export const PERMISSION_FUNCTIONALITY: Record<Permission, Functionality> = Object.fromEntries([
  ...Object.entries(CRUD_SUBJECTS).flatMap(([subject, f]) => CRUD_ACTIONS.map((action) => [`${action}_${subject}`, f])),
  ...Object.entries(OTHER_PERMISSIONS),
]) as Record<Permission, Functionality>;

export const PERMISSIONS = Object.keys(PERMISSION_FUNCTIONALITY) as Permission[];

/** Offered only to a master company (spec §6). */
export const MASTER_ONLY_SUBJECTS: readonly CrudSubject[] = ['RULE_GROUPS', 'BRANCHES'];
const isMasterOnly = (p: Permission) => p === 'OVERVIEW_MODE' || MASTER_ONLY_SUBJECTS.some((s) => p.endsWith(`_${s}`));
/** Rule-group permission pickers exclude these (spec §6). */
export const RULE_GROUP_EXCLUDED = (p: Permission) =>
  p.endsWith('_RULE_GROUPS') || p.endsWith('_BRANCHES') || p === 'ADVANCED_FUNCTIONNALITIES';
export const RULE_GROUP_PERMISSIONS = PERMISSIONS.filter((p) => !RULE_GROUP_EXCLUDED(p));

export const REALM_ROLES = ['superadmin', 'branche', 'linkeduser', 'adminbranche'] as const;
export type RealmRole = (typeof REALM_ROLES)[number];

/** What the access decision needs to know about a signed-in user. */
export interface AccessSubject {
  roles: readonly string[];
  /** The user's own permissions plus those of their rule groups. */
  permissions: readonly string[];
  /** Functionalities of the active offer (empty when the offer expired and no free offer applies). */
  functionalities: readonly string[];
  /** The user's company is a master company (not a branch). */
  master: boolean;
}

export const isSuperAdmin = (s: Pick<AccessSubject, 'roles'>) => s.roles.includes('superadmin');
/** Admin = not branche or linkeduser, or adminbranche (spec §6). */
export const isAdmin = (s: Pick<AccessSubject, 'roles'>) =>
  isSuperAdmin(s) ||
  s.roles.includes('adminbranche') ||
  !(s.roles.includes('branche') || s.roles.includes('linkeduser'));

export function offerHas(s: AccessSubject, f: Functionality): boolean {
  return isSuperAdmin(s) || s.functionalities.includes(f);
}

/** The one access decision. */
export function can(s: AccessSubject, permission: Permission): boolean {
  if (isSuperAdmin(s)) return true;
  if (isMasterOnly(permission)) {
    if (!s.master) return false;
    // Rule-group and branch views and edits need an admin as well.
    if (permission !== 'OVERVIEW_MODE' && !isAdmin(s)) return false;
  }
  return offerHas(s, PERMISSION_FUNCTIONALITY[permission]) && s.permissions.includes(permission);
}

/**
 * Choosing another company of the account (the branch switcher, the `buid` header): only where
 * Overview Mode is allowed (spec §6: "Branches are displayed when Overview Mode is allowed"), which
 * a master company's users alone can hold; the super administrator always. A branch user stays in
 * their own branch; a clerk without Overview Mode stays in their company.
 */
export const canSwitchBranch = (s: AccessSubject) => can(s, 'OVERVIEW_MODE');

/** Company settings (PUT /companies) need a master admin. */
export const canEditCompany = (s: AccessSubject) => isSuperAdmin(s) || (s.master && isAdmin(s));

/**
 * A rule group never grants more than its creator holds: the permissions a
 * creator may put into a group.
 */
export function grantablePermissions(creator: AccessSubject): Permission[] {
  return RULE_GROUP_PERMISSIONS.filter((p) => isSuperAdmin(creator) || creator.permissions.includes(p));
}

export const isPermission = (p: string): p is Permission => p in PERMISSION_FUNCTIONALITY;
