import type { Messages } from '../../domain/locales';
import { approvalRuleModel } from '../../domain/approvals/approvalRule.model';

/** Approval rules: the resource's name, fields, condition fields and operators, in Russian. */
export default {
  resources: {
    [approvalRuleModel.name]: {
      name: 'Правило согласования |||| Правила согласования',
      fields: {
        name: 'Название',
        position: 'Порядок',
        active: 'Активно',
        allowSelfApproval: 'Проверивший счёт может его согласовать',
        conditions: 'Условия (все должны выполняться)',
        field: 'Поле',
        operator: 'Оператор',
        value: 'Значение',
        keyword: 'Ключевое слово',
        steps: 'Этапы (по порядку)',
        users: 'Согласующие пользователи',
        ruleGroups: 'Или любой участник этих групп правил',
        required: 'Нужно согласований',
      },
      choices: {
        field: {
          TOTAL_TTC: 'Итого с НДС',
          SUPPLIER: 'Источник документов',
          BRANCH: 'Филиал',
          ORIGIN_TYPE: 'Тип происхождения',
          DOCUMENT_GROUP: 'Группа документов',
          KEYWORD: 'Значение ключевого слова',
        },
        operator: {
          CONTAINS: 'содержит',
          EQUAL: 'равно',
          NOT_EQUAL: 'не равно',
          GREATER_THAN: 'больше',
          GREATER_OR_EQUAL: 'больше или равно',
          LESS_THAN: 'меньше',
          LESS_OR_EQUAL: 'меньше или равно',
        },
      },
      help: { required: 'Сколько согласующих этого этапа должны согласовать.' },
    },
  },
} satisfies Messages;
