import type en from './account.messages.en';
import { accountModel } from '../../domain/accounts/account.model';

/** Accounts: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [accountModel.name]: {
      name: 'Konto |||| Konten',
      fields: {
        companyName: 'Unternehmen',
        email: 'E-Mail des Administrators',
        offer: 'Angebot',
        offerUUID: 'Angebot',
        subscriptionUUID: 'Abonnement',
        offerStartDate: 'Startdatum',
        offerEndDate: 'Enddatum',
        offerActive: 'Aktiv',
        firstName: 'Vorname des Administrators',
        lastName: 'Nachname des Administrators',
      },
    },
  },
  accounts: {
    create: {
      admin: 'Sein Administrator',
      subscription: 'Sein Abonnement',
      starter:
        'Das Konto beginnt mit der Standardkonfiguration (Schlüsselwörter, Dokumentgruppen, Herkunftsarten, Zahlungsarten), die sein Administrator ändern kann.',
      done: 'Konto %{name} angelegt',
    },
    list: {
      work: 'In diesem Konto arbeiten',
      working: 'Sie arbeiten im Konto %{name}.',
      leave: 'Dieses Konto verlassen',
      current: 'Aktuelles Konto',
      none: 'Kein Abonnement',
      saved: 'Konto gespeichert',
    },
  },
} satisfies typeof en;
