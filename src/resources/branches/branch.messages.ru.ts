import type en from './branch.messages.en';
import { branchModel } from '../../domain/branches/branch.model';

/** Branches: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [branchModel.name]: {
      name: 'Филиал |||| Филиалы',
      fields: {
        companyName: 'Название компании',
        companyAddress: 'Адрес',
        firstName: 'Имя администратора',
        lastName: 'Фамилия администратора',
        email: 'E-mail администратора',
        master: 'Головная компания',
        admin: 'Администратор',
      },
    },
  },
  permissions: { subject: { BRANCHES: 'филиалы' } },
} satisfies typeof en;
