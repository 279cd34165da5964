import type en from './branch.messages.en';
import { branchModel } from '../../domain/branches/branch.model';

/** Branches: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [branchModel.name]: {
      name: 'Filiale |||| Filialen',
      fields: {
        companyName: 'Firmenname',
        companyAddress: 'Adresse',
        firstName: 'Vorname des Administrators',
        lastName: 'Nachname des Administrators',
        email: 'E-Mail des Administrators',
        master: 'Hauptgesellschaft',
        admin: 'Administrator',
      },
    },
  },
  permissions: { subject: { BRANCHES: 'Filialen' } },
} satisfies typeof en;
