import type { Messages } from '../../domain/locales';
import { approvalRuleModel } from '../../domain/approvals/approvalRule.model';

/** Approval rules: the resource's name, fields, condition fields and operators, in French. */
export default {
  resources: {
    [approvalRuleModel.name]: {
      name: 'Règle d’approbation |||| Règles d’approbation',
      fields: {
        name: 'Nom',
        position: 'Ordre',
        active: 'En service',
        allowSelfApproval: 'La personne qui a validé la facture peut l’approuver',
        conditions: 'Conditions (toutes doivent être remplies)',
        field: 'Champ',
        operator: 'Opérateur',
        value: 'Valeur',
        keyword: 'Mot-clé',
        steps: 'Étapes (dans l’ordre)',
        users: 'Utilisateurs approbateurs',
        ruleGroups: 'Ou tout membre de ces groupes de règles',
        required: 'Approbations nécessaires',
      },
      choices: {
        field: {
          TOTAL_TTC: 'Total TTC',
          SUPPLIER: 'Source de documents',
          BRANCH: 'Filiale',
          ORIGIN_TYPE: 'Type d’origine',
          DOCUMENT_GROUP: 'Groupe de documents',
          KEYWORD: 'Valeur d’un mot-clé',
        },
        operator: {
          CONTAINS: 'contient',
          EQUAL: 'égal à',
          NOT_EQUAL: 'différent de',
          GREATER_THAN: 'supérieur à',
          GREATER_OR_EQUAL: 'supérieur ou égal à',
          LESS_THAN: 'inférieur à',
          LESS_OR_EQUAL: 'inférieur ou égal à',
        },
      },
      help: { required: 'Combien d’approbateurs de cette étape doivent approuver.' },
    },
  },
} satisfies Messages;
