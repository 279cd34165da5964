import type en from './linkedUser.messages.en';
import { linkedUserModel } from '../../domain/linkedUsers/linkedUser.model';

/** Users: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [linkedUserModel.name]: {
      name: 'Benutzer |||| Benutzer',
      fields: {
        firstname: 'Vorname',
        lastname: 'Nachname',
        email: 'E-Mail',
        permissions: 'Berechtigungen',
        groups: 'Regelgruppen',
        origintypes: 'Sichtbare Herkunftsarten',
        documentgroups: 'Sichtbare Dokumentgruppen',
        branch: 'Filiale',
      },
    },
  },
  users: {
    account: {
      createdTitle: 'Konto für %{email} angelegt',
      password: 'Temporäres Passwort',
      copy: 'Kopieren',
      copied: 'Kopiert',
      warning:
        'Dieses Passwort wird nicht erneut angezeigt. Geben Sie es jetzt an den Benutzer weiter: Er muss es bei der ersten Anmeldung ändern.',
      external:
        'Anmeldekonten werden in Ihrem Identitätsanbieter verwaltet. Legen Sie dort das Konto für %{email} an, damit sich dieser Benutzer anmelden kann.',
      close: 'Fertig',
      allVisible: 'Leer lassen, um Zugriff auf alle zu geben.',
      accessTitle: 'Zugriff',
      roleLinked: 'Benutzer',
      roleAdmin: 'Administrator',
      role: 'Rolle',
    },
  },
  permissions: { subject: { USERS: 'Benutzer' } },
} satisfies typeof en;
