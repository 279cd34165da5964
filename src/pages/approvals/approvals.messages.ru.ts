import type { Messages } from '../../domain/locales';

/** The invoice's approval on the review, in Russian. */
export default {
  approvals: {
    title: 'Согласование',
    state: {
      PENDING: 'Ожидает согласования (правило «%{rule}»): его нельзя оплатить до согласования.',
      APPROVED: 'Согласован (правило «%{rule}»): его можно оплатить.',
      REFUSED: 'Отклонён при согласовании (правило «%{rule}»): его нельзя оплатить.',
    },
    step: 'Этап %{step} из %{steps}: согласований %{approvals} из %{required}.',
    decided: {
      APPROVE: 'Согласовал(а) %{by} %{at}.',
      REFUSE: 'Отклонил(а) %{by} %{at}.',
    },
    comment: 'Комментарий',
    approve: 'Согласовать',
    refuse: 'Отклонить',
    done: {
      APPROVE: 'Ваше согласование записано',
      REFUSE: 'Ваш отказ записан',
    },
    toApprove: {
      title: 'На согласование',
      subtitle: 'Проверенные счета, ожидающие вашего согласования перед оплатой.',
      number: 'Номер',
      date: 'Дата выставления',
      supplier: 'Источник документов',
      total: 'Итого с НДС',
      rule: 'Правило',
      ruleStep: '%{rule}, этап %{step}',
      requested: 'Ожидает с',
      actions: 'Решение',
      decide: 'Согласовать или отклонить',
      decideOne: 'Согласовать или отклонить %{number}',
      summary: 'Счёт %{number} от %{supplier}, %{total} с НДС.',
      noNumber: 'Без номера',
      empty: 'Нет счетов, ожидающих вашего согласования.',
    },
  },
  menu: { toapprove: 'На согласование', audit: 'Журнал аудита' },
} satisfies Messages;
