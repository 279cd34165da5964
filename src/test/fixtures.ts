import type { AuthProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../providers/data';
import type { Branch, CompanyInfo } from '../domain/company/company.model';
import type { UserInfo } from '../domain/users/user.model';

export const branch = (uuid: string, companyName: string, master = false): Branch => ({
  uuid,
  companyUUID: uuid,
  companyName,
  companyAddress: `${companyName} street`,
  email: `admin@${uuid}.test`,
  firstName: 'Ada',
  lastName: 'Admin',
  admin: true,
  master,
});

export const aUser = (patch: Partial<UserInfo> = {}): UserInfo => ({
  uuid: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@acme.test',
  roles: [],
  permissions: ['VIEW_DOCUMENTS', 'GLOBAL_SEARCH_DOCUMENTS', 'OVERVIEW_MODE'],
  groups: [],
  origintypes: [],
  documentgroups: [],
  offer: {
    uuid: 'o1',
    name: 'Starter',
    totalprice: '0',
    functionnalities: [{ functionnality: { functionnalityEnum: 'DOCUMENTS' } }],
  },
  offerActive: true,
  offerStartDate: '2025-01-01T00:00:00.000Z',
  offerEndDate: null,
  superAdmin: false,
  admin: true,
  master: true,
  companyUUID: 'm',
  mustChangePassword: false,
  ...patch,
});

export const aCompany = (patch: Partial<CompanyInfo> = {}): CompanyInfo => ({
  uuid: 'm',
  platformurl: '',
  platformsecretset: false,
  exchangerates: {},
  paymentfoureyes: false,
  name: 'Acme',
  phone: '0102',
  address: '1 rue de Paris',
  contactmail: 'contact@acme.test',
  mailmanual: true,
  mailauto: false,
  emailtemplate: '<p>Hello</p>',
  comptablemail: '',
  iban: '',
  bic: '',
  siren: '123456789',
  items: 'FR123;acme.test',
  defaultdocumentprompt: '',
  ocrActive: false,
  retentionyears: 10,
  branches: [branch('m', 'Acme', true), branch('b1', 'Acme Lyon')],
  master: true,
  masterUUID: 'm',
  ...patch,
});

/** A data provider answering the session calls; the CRUD methods are not used by the shell. */
export function fakeDataProvider(overrides: Partial<PaperdeskDataProvider> = {}): PaperdeskDataProvider {
  const unused = () => Promise.reject(new Error('not used in this test'));
  return {
    getList: unused,
    getOne: unused,
    getMany: unused,
    getManyReference: unused,
    update: unused,
    updateMany: unused,
    create: unused,
    delete: unused,
    deleteMany: unused,
    getUserInfo: async () => aUser(),
    getCompanyInfo: async () => aCompany(),
    updateCompany: async () => aCompany(),
    // GET /metrics answers an object; the other calls of the shell's plug-ins answer lists.
    call: async <T>(path: string) => (path === '/metrics' ? {} : []) as T,
    ...overrides,
  } as PaperdeskDataProvider;
}

/** An auth provider granting what the user's permissions list says. */
export function fakeAuthProvider(user: () => UserInfo = () => aUser(), canEditCompany = true): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => user(),
    getIdentity: async () => ({ id: 'u1', fullName: 'Ada Lovelace', email: 'ada@acme.test' }),
    canAccess: async ({ resource, action }) =>
      resource === 'company' ? canEditCompany : resource === 'permission' ? user().permissions.includes(action) : true,
  };
}
