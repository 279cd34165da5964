import type en from './account.messages.en';
import { accountModel } from '../../domain/accounts/account.model';

/** Accounts: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [accountModel.name]: {
      name: 'Compte |||| Comptes',
      fields: {
        companyName: 'Société',
        email: "E-mail de l'administrateur",
        offer: 'Offre',
        offerUUID: 'Offre',
        subscriptionUUID: 'Abonnement',
        offerStartDate: 'Date de début',
        offerEndDate: 'Date de fin',
        offerActive: 'Actif',
        firstName: "Prénom de l'administrateur",
        lastName: "Nom de l'administrateur",
      },
    },
  },
  accounts: {
    create: {
      admin: 'Son administrateur',
      subscription: 'Son abonnement',
      starter:
        "Le compte démarre avec la configuration standard (mots-clés, groupes de documents, types d'origine, types de paiement), que son administrateur peut modifier.",
      done: 'Compte %{name} créé',
    },
    list: {
      work: 'Travailler dans ce compte',
      working: 'Vous travaillez dans le compte %{name}.',
      leave: 'Quitter ce compte',
      current: 'Compte en cours',
      none: "Pas d'abonnement",
      saved: 'Compte enregistré',
    },
  },
} satisfies typeof en;
