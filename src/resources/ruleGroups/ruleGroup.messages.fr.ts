import type en from './ruleGroup.messages.en';
import { ruleGroupModel } from '../../domain/ruleGroups/ruleGroup.model';

/** Rule groups: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [ruleGroupModel.name]: {
      name: 'Groupe de règles |||| Groupes de règles',
      fields: {
        name: 'Nom',
        description: 'Description',
        type: 'Type',
        permissions: 'Permissions',
      },
      choices: {
        type: {
          SUPER_ADMIN: 'Super administrateur',
          BRANCH_ADMIN: 'Administrateur de filiale',
          USER: 'Utilisateur',
        },
      },
    },
  },
  rulegroups: {
    picker: {
      all: 'Tout',
      notHeld: "Vous ne détenez pas cette permission : vous ne pouvez pas l'accorder.",
      selected: '%{count} sur %{total} sélectionnées',
      none: 'Aucune permission sélectionnée.',
    },
  },
  permissions: {
    subject: { RULE_GROUPS: 'groupes de règles' },
    crud: {
      VIEW: 'Consulter les %{subject}',
      CREATE: 'Créer des %{subject}',
      UPDATE: 'Modifier les %{subject}',
      DELETE: 'Supprimer des %{subject}',
    },
    EXECUTE_PAYMENTS: 'Exécuter les paiements (fichiers bancaires, marquer effectué)',
    VIEW_DOCUMENTS: 'Consulter les documents',
    UPLOAD_DOCUMENTS: 'Importer des documents',
    DOWNLOAD_DOCUMENTS: 'Télécharger les documents',
    UPDATE_DOCUMENTS: 'Modifier les documents',
    DELETE_DOCUMENTS: 'Supprimer des documents',
    SEND_EMAIL_DOCUMENTS: 'Envoyer des documents par e-mail',
    GLOBAL_SEARCH_DOCUMENTS: 'Recherche globale de documents',
    VIEW_EMAILS: 'Consulter les e-mails',
    READ_EMAILS: 'Lire les e-mails',
    SEND_EMAILS: 'Envoyer des e-mails',
    VIEW_SOLDES: 'Consulter les soldes',
    EXPORT_SOLDES: 'Exporter les soldes',
    DASHBOARD_SUPPLIERS_CUSTOMERS: 'Tableaux de bord fournisseurs et clients',
    DASHBOARD_LABELS: 'Tableaux de bord des étiquettes',
    OVERVIEW_MODE: "Mode vue d'ensemble",
    ADVANCED_FUNCTIONNALITIES: 'Fonctionnalités avancées',
  },
} satisfies typeof en;
