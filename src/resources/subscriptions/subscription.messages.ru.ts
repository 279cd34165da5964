import type en from './subscription.messages.en';

/** The subscriptions page's texts, in Russian. */
export default {
  subscriptions: {
    title: 'Выберите тариф',
    subtitle: 'Меняйте тариф в любой момент: новый тариф сразу заменяет текущий.',
    MONTHLY: 'Ежемесячно',
    YEARLY: 'Ежегодно',
    perMonth: '/ месяц',
    perYear: '/ год',
    current: 'Текущий тариф',
    choose: 'Выбрать этот тариф',
    trial: 'Бесплатный пробный период: %{days} дн.',
    unlimited: 'без ограничений',
    qtyMonthly: '%{n} в месяц',
    qtyTotal: '%{n} всего',
    confirm: 'Оформить подписку %{offer} (%{period}) за %{price}?',
    cancel: 'Отменить подписку',
    cancelConfirm:
      'Отменить подписку %{offer}? Она действует до даты окончания, затем учётная запись вернётся на бесплатный тариф.',
    cancelled: 'Отменена: действует до %{date}',
    activeUntil: 'Действует до %{date}',
    usage: 'Использование тарифа',
    used: '%{used} из %{quantity}',
    usedUnlimited: '%{used} (без ограничений)',
    usageMONTHLY: 'в этом месяце',
    usageTOTAL: 'всего',
    empty: 'Сейчас нет доступных тарифов.',
    free: 'Бесплатно',
    yearlyHint: 'Ежегодно: 10 месяцев оплаты за 12 месяцев обслуживания.',
    notAllowed: 'Изменить подписку может только администратор головной компании.',
  },
} satisfies typeof en;
