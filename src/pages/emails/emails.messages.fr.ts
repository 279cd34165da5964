import type en from './emails.messages.en';

/** The e-mail pages' and dialogs' texts, in French. */
export default {
  emails: {
    title: 'E-mails envoyés',
    ofDocument: 'E-mails contenant ce document',
    compose: 'Nouvel e-mail',
    sendDocuments: 'Envoyer %{smart_count} document par e-mail |||| Envoyer %{smart_count} documents par e-mail',
    documentsSubject: 'Document |||| Documents',
    recipients: 'Destinataires',
    recipientsHelp: 'Choisissez un contact ou saisissez des adresses (Entrée ou virgule entre elles)',
    subject: 'Objet',
    content: 'Message',
    includeAttachments: 'Joindre les fichiers',
    includeSummary: 'Ajouter un tableau récapitulatif',
    send: 'Envoyer',
    sent: 'E-mail envoyé à %{smart_count} destinataire |||| E-mail envoyé à %{smart_count} destinataires',
    detail: 'E-mail',
    to: 'À',
    from: 'De',
    attachments: 'Pièces jointes',
    documents: 'Documents',
    events: 'Historique',
    body: 'Message envoyé',
    date: 'Date',
    statusTitle: 'Statut',
    empty: 'Aucun e-mail envoyé pour le moment',
    quickFilter: 'Rechercher un objet ou un destinataire',
    noMatch: 'Aucun e-mail ne correspond à cette recherche',
    status: {
      SENT: 'Envoyé',
      FAILED: 'Échec',
      QUEUED: 'En attente d’envoi',
    },
    event: {
      CREATED: 'Rédigé',
      SENT: 'Accepté par le serveur de messagerie',
      FAILED: 'Refusé',
    },
  },
} satisfies typeof en;
