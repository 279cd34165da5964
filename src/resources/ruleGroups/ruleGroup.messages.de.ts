import type en from './ruleGroup.messages.en';
import { ruleGroupModel } from '../../domain/ruleGroups/ruleGroup.model';

/** Rule groups: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [ruleGroupModel.name]: {
      name: 'Regelgruppe |||| Regelgruppen',
      fields: {
        name: 'Name',
        description: 'Beschreibung',
        type: 'Typ',
        permissions: 'Berechtigungen',
      },
      choices: {
        type: {
          SUPER_ADMIN: 'Super-Administrator',
          BRANCH_ADMIN: 'Filialadministrator',
          USER: 'Benutzer',
        },
      },
    },
  },
  rulegroups: {
    picker: {
      all: 'Alle',
      notHeld: 'Sie besitzen diese Berechtigung nicht und können sie daher nicht vergeben.',
      selected: '%{count} von %{total} ausgewählt',
      none: 'Keine Berechtigung ausgewählt.',
    },
  },
  permissions: {
    subject: { RULE_GROUPS: 'Regelgruppen' },
    crud: {
      VIEW: '%{subject} anzeigen',
      CREATE: '%{subject} anlegen',
      UPDATE: '%{subject} bearbeiten',
      DELETE: '%{subject} löschen',
    },
    EXECUTE_PAYMENTS: 'Zahlungen ausführen (Bankdateien, als erledigt markieren)',
    VIEW_DOCUMENTS: 'Dokumente anzeigen',
    UPLOAD_DOCUMENTS: 'Dokumente hochladen',
    DOWNLOAD_DOCUMENTS: 'Dokumente herunterladen',
    UPDATE_DOCUMENTS: 'Dokumente bearbeiten',
    DELETE_DOCUMENTS: 'Dokumente löschen',
    SEND_EMAIL_DOCUMENTS: 'Dokumente per E-Mail senden',
    GLOBAL_SEARCH_DOCUMENTS: 'Globale Dokumentsuche',
    VIEW_EMAILS: 'E-Mails anzeigen',
    READ_EMAILS: 'E-Mails lesen',
    SEND_EMAILS: 'E-Mails senden',
    VIEW_SOLDES: 'Salden anzeigen',
    EXPORT_SOLDES: 'Salden exportieren',
    DASHBOARD_SUPPLIERS_CUSTOMERS: 'Lieferanten- und Kunden-Dashboards',
    DASHBOARD_LABELS: 'Etiketten-Dashboards',
    OVERVIEW_MODE: 'Übersichtsmodus',
    ADVANCED_FUNCTIONNALITIES: 'Erweiterte Funktionen',
  },
} satisfies typeof en;
