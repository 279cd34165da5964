import type { Messages } from '../../domain/locales';
import { approvalRuleModel } from '../../domain/approvals/approvalRule.model';

/** Approval rules: the resource's name, fields, condition fields and operators, in German. */
export default {
  resources: {
    [approvalRuleModel.name]: {
      name: 'Freigaberegel |||| Freigaberegeln',
      fields: {
        name: 'Name',
        position: 'Reihenfolge',
        active: 'Aktiv',
        allowSelfApproval: 'Wer die Rechnung validiert hat, darf sie freigeben',
        conditions: 'Bedingungen (alle müssen erfüllt sein)',
        field: 'Feld',
        operator: 'Vergleich',
        value: 'Wert',
        keyword: 'Schlüsselwort',
        steps: 'Stufen (der Reihe nach)',
        users: 'Freigebende Benutzer',
        ruleGroups: 'Oder jedes Mitglied dieser Regelgruppen',
        required: 'Nötige Freigaben',
      },
      choices: {
        field: {
          TOTAL_TTC: 'Gesamt brutto',
          SUPPLIER: 'Dokumentquelle',
          BRANCH: 'Niederlassung',
          ORIGIN_TYPE: 'Herkunftstyp',
          DOCUMENT_GROUP: 'Dokumentgruppe',
          KEYWORD: 'Wert eines Schlüsselworts',
        },
        operator: {
          CONTAINS: 'enthält',
          EQUAL: 'gleich',
          NOT_EQUAL: 'ungleich',
          GREATER_THAN: 'größer als',
          GREATER_OR_EQUAL: 'größer oder gleich',
          LESS_THAN: 'kleiner als',
          LESS_OR_EQUAL: 'kleiner oder gleich',
        },
      },
      help: { required: 'Wie viele Freigebende dieser Stufe zustimmen müssen.' },
    },
  },
} satisfies Messages;
