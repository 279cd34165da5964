import type en from './exports.messages.en';

/** The exports page's texts, in French. */
export default {
  menu: {
    exports: 'Exports',
  },
  exports: {
    zipStarted: 'Export lancé. Vous recevrez un e-mail une fois terminé.',
    dateParts: {
      day: 'jj',
      month: 'mm',
      year: 'aaaa',
    },
    badDate: 'Saisissez une date sous la forme %{format}',
    title: 'Exports',
    subtitle:
      'Vos exports des 30 derniers jours : ils sont préparés en arrière-plan, vous pouvez quitter cette page ; un export long est aussi envoyé par e-mail si un serveur de messagerie est configuré.',
    action: 'Exporter…',
    dialogTitle: 'Exporter %{what}',
    from: 'Du',
    to: 'Au',
    format: 'Format',
    csv: 'CSV (s’ouvre dans Excel et les logiciels comptables)',
    xlsx: 'Classeur Excel (XLSX)',
    periodHelp: 'Laissez une date vide pour partir de la première ligne ou finir aujourd’hui',
    submit: 'Exporter',
    cancel: 'Annuler',
    what: {
      statement: 'le relevé de %{supplier}',
      payments: 'les paiements',
      invoices: 'les factures validées (écritures comptables)',
      unreconciled: 'les lignes bancaires non rapprochées',
      audit: 'le journal d’audit',
    },
    kind: {
      statement: 'Relevé de solde',
      payments: 'Paiements',
      invoices: 'Factures validées',
      unreconciled: 'Lignes bancaires non rapprochées',
      audit: 'Journal d’audit',
      documents: 'Documents (zip)',
    },
    status: {
      queued: 'En attente',
      running: 'En préparation',
      done: 'Prêt',
      failed: 'Échec',
    },
    failure: {
      timeout: 'Trop long à préparer : exportez une période plus courte',
      missingFile: 'Un fichier de l’export a été supprimé entre-temps : relancez l’export',
      diskFull: 'Le serveur manque de place pour le préparer : réessayez plus tard ou prévenez votre administrateur',
      unknown: 'L’export n’a pas pu être préparé : réessayez, ou prévenez votre administrateur si l’échec se répète',
    },
    file: 'Fichier',
    contents: 'Contenu',
    requested: 'Demandé le',
    statusTitle: 'Statut',
    lines: 'Lignes',
    size: 'Taille',
    actions: 'Actions',
    download: 'Télécharger %{name}',
    remove: 'Supprimer %{name}',
    removed: 'Export supprimé',
    progress: 'Avancement de %{name}',
    empty:
      'Aucun export pour le moment : exportez un relevé, des paiements ou des factures validées depuis leurs écrans.',
    ready: 'Export prêt : %{name}',
    started: 'L’export est en préparation : retrouvez-le sur la page Exports.',
    startedMailed:
      'L’export est en préparation : retrouvez-le sur la page Exports ; un lien vous sera aussi envoyé par e-mail.',
    periodOrder: 'Le début de la période doit précéder sa fin',
    list: 'Vos exports',
  },
} satisfies typeof en;
