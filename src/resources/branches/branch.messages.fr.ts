import type en from './branch.messages.en';
import { branchModel } from '../../domain/branches/branch.model';

/** Branches: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [branchModel.name]: {
      name: 'Filiale |||| Filiales',
      fields: {
        companyName: 'Raison sociale',
        companyAddress: 'Adresse',
        firstName: "Prénom de l'administrateur",
        lastName: "Nom de l'administrateur",
        email: "E-mail de l'administrateur",
        master: 'Maître',
        admin: 'Administrateur',
      },
    },
  },
  permissions: { subject: { BRANCHES: 'filiales' } },
} satisfies typeof en;
