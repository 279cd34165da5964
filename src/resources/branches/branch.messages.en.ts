import type { Messages } from '../../domain/locales';
import { branchModel } from '../../domain/branches/branch.model';

/** Branches: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [branchModel.name]: {
      name: 'Branch |||| Branches',
      fields: {
        companyName: 'Company name',
        companyAddress: 'Address',
        firstName: 'Administrator first name',
        lastName: 'Administrator last name',
        email: 'Administrator e-mail',
        master: 'Master',
        admin: 'Administrator',
      },
    },
  },
  permissions: { subject: { BRANCHES: 'branches' } },
} satisfies Messages;
