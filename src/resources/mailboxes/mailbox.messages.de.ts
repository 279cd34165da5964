import type en from './mailbox.messages.en';
import { mailboxModel } from '../../domain/mailboxes/mailbox.model';

/** Mailboxes: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [mailboxModel.name]: {
      name: 'Postfach |||| Postfächer',
      fields: {
        name: 'Name',
        host: 'IMAP-Server',
        port: 'Portnummer',
        tls: 'Sicherheit',
        username: 'Benutzername',
        password: 'Passwort',
        folder: 'Ordner',
        fromfilter: 'Nur von (Absender enthält)',
        subjectfilter: 'Nur mit Betreff, der enthält',
        attachmentfilter: 'Nur Anhänge mit Name oder Typ (z. B. .pdf, xml)',
        afterimport: 'Nach dem Import',
        movefolder: 'In Ordner verschieben',
        destination: 'Dokumente gehen an',
        branchuuid: 'Firma oder Filiale',
        origintype: 'Herkunftsart',
        documentgroupuuid: 'Dokumentgruppe',
        active: 'Aktiv',
        lastpolledat: 'Letzter Abruf',
        lasterror: 'Letzter Fehler',
      },
      choices: {
        tls: {
          TLS: 'TLS',
          STARTTLS: 'STARTTLS',
          NONE: 'Keine (nur Loopback)',
        },
        afterimport: {
          SEEN: 'Als gelesen markieren',
          MOVE: 'In einen Ordner verschieben',
          DELETE: 'Löschen',
        },
        destination: {
          BUYER: 'Die Firma des Käufers (Kennungen), sonst die gewählte',
          BRANCH: 'Immer die gewählte Firma',
        },
      },
      helpers: {
        password: 'Verschlüsselt gespeichert; leer lassen, um das aktuelle zu behalten.',
      },
      poll: 'Jetzt abrufen',
      polled: 'Abgerufen: %{imported} importiert, %{duplicates} schon vorhanden, %{refused} abgelehnt.',
      pollfailed: 'Das Postfach konnte nicht gelesen werden: %{error}',
    },
  },
  permissions: { subject: { MAILBOXES: 'Postfächer' } },
} satisfies typeof en;
