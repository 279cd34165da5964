import type en from './mailbox.messages.en';
import { mailboxModel } from '../../domain/mailboxes/mailbox.model';

/** Mailboxes: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [mailboxModel.name]: {
      name: 'Boîte mail |||| Boîtes mail',
      fields: {
        name: 'Nom',
        host: 'Serveur IMAP',
        port: 'Port IMAP',
        tls: 'Sécurité',
        username: 'Identifiant',
        password: 'Mot de passe',
        folder: 'Dossier',
        fromfilter: 'Seulement de (l’expéditeur contient)',
        subjectfilter: 'Seulement si l’objet contient',
        attachmentfilter: 'Seulement les pièces jointes nommées ou typées (ex. .pdf, xml)',
        afterimport: 'Après l’import',
        movefolder: 'Déplacer vers le dossier',
        destination: 'Les documents vont à',
        branchuuid: 'Société ou filiale',
        origintype: 'Type d’origine',
        documentgroupuuid: 'Groupe de documents',
        active: 'En service',
        lastpolledat: 'Dernière relève',
        lasterror: 'Dernière erreur',
      },
      choices: {
        tls: {
          TLS: 'TLS',
          STARTTLS: 'STARTTLS',
          NONE: 'Aucune (boucle locale seulement)',
        },
        afterimport: {
          SEEN: 'Marquer comme lu',
          MOVE: 'Déplacer vers un dossier',
          DELETE: 'Supprimer',
        },
        destination: {
          BUYER: 'La société de l’acheteur (identifiants), sinon celle choisie',
          BRANCH: 'Toujours la société choisie',
        },
      },
      helpers: {
        password: 'Conservé chiffré ; laissez vide pour garder l’actuel.',
      },
      poll: 'Relever maintenant',
      polled: 'Relevé : %{imported} importé(s), %{duplicates} déjà présent(s), %{refused} refusé(s).',
      pollfailed: 'La boîte mail n’a pas pu être lue : %{error}',
    },
  },
  permissions: { subject: { MAILBOXES: 'boîtes mail' } },
} satisfies typeof en;
