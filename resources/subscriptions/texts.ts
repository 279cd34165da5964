import type { OrgTexts } from '../organisation.texts';

type Key =
  | 'title'
  | 'subtitle'
  | 'MONTHLY'
  | 'YEARLY'
  | 'perMonth'
  | 'perYear'
  | 'current'
  | 'choose'
  | 'trial'
  | 'unlimited'
  | 'qtyMonthly'
  | 'qtyTotal'
  | 'confirm'
  | 'cancel'
  | 'cancelConfirm'
  | 'cancelled'
  | 'activeUntil'
  | 'usage'
  | 'used'
  | 'usedUnlimited'
  | 'usageMONTHLY'
  | 'usageTOTAL'
  | 'empty'
  | 'free'
  | 'yearlyHint'
  | 'notAllowed';

/** Texts of the subscriptions page (plans, period toggle, usage). */
export const subscriptionTexts: OrgTexts<Key> = {
  en: {
    title: 'Choose your plan',
    subtitle: 'Change plan at any time; the new plan replaces the current one right away.',
    MONTHLY: 'Monthly',
    YEARLY: 'Yearly',
    perMonth: '/ month',
    perYear: '/ year',
    current: 'Current plan',
    choose: 'Choose this plan',
    trial: '%{days}-day free trial',
    unlimited: 'unlimited',
    qtyMonthly: '%{n} per month',
    qtyTotal: '%{n} in total',
    confirm: 'Subscribe to %{offer} (%{period}) for %{price}?',
    cancel: 'Cancel my subscription',
    cancelConfirm:
      'Cancel your subscription to %{offer}? It stays active until its end date, then your account returns to the free plan.',
    cancelled: 'Cancelled: active until %{date}',
    activeUntil: 'Active until %{date}',
    usage: 'Usage of your plan',
    used: '%{used} of %{quantity}',
    usedUnlimited: '%{used} (unlimited)',
    usageMONTHLY: 'this month',
    usageTOTAL: 'in total',
    empty: 'No plan is available at the moment.',
    free: 'Free',
    yearlyHint: 'Yearly: 10 months paid, 12 months of service.',
    notAllowed: 'Only the administrator of the master company can change the subscription.',
  },
  fr: {
    title: 'Choisissez votre offre',
    subtitle: "Changez d'offre à tout moment : la nouvelle offre remplace aussitôt l'actuelle.",
    MONTHLY: 'Mensuel',
    YEARLY: 'Annuel',
    perMonth: '/ mois',
    perYear: '/ an',
    current: 'Offre actuelle',
    choose: 'Choisir cette offre',
    trial: '%{days} jours d’essai gratuit',
    unlimited: 'illimité',
    qtyMonthly: '%{n} par mois',
    qtyTotal: '%{n} au total',
    confirm: "Souscrire à l'offre %{offer} (%{period}) pour %{price} ?",
    cancel: 'Résilier mon abonnement',
    cancelConfirm:
      "Résilier votre abonnement %{offer} ? Il reste actif jusqu'à sa date de fin, puis votre compte repasse à l'offre gratuite.",
    cancelled: "Résilié : actif jusqu'au %{date}",
    activeUntil: "Actif jusqu'au %{date}",
    usage: 'Utilisation de votre offre',
    used: '%{used} sur %{quantity}',
    usedUnlimited: '%{used} (illimité)',
    usageMONTHLY: 'ce mois-ci',
    usageTOTAL: 'au total',
    empty: "Aucune offre n'est disponible pour le moment.",
    free: 'Gratuit',
    yearlyHint: 'Annuel : 10 mois payés pour 12 mois de service.',
    notAllowed: "Seul l'administrateur de la société mère peut modifier l'abonnement.",
  },
  de: {
    title: 'Wählen Sie Ihr Angebot',
    subtitle: 'Wechseln Sie jederzeit: Das neue Angebot ersetzt das aktuelle sofort.',
    MONTHLY: 'Monatlich',
    YEARLY: 'Jährlich',
    perMonth: '/ Monat',
    perYear: '/ Jahr',
    current: 'Aktuelles Angebot',
    choose: 'Dieses Angebot wählen',
    trial: '%{days} Tage kostenlos testen',
    unlimited: 'unbegrenzt',
    qtyMonthly: '%{n} pro Monat',
    qtyTotal: '%{n} insgesamt',
    confirm: '%{offer} (%{period}) für %{price} abonnieren?',
    cancel: 'Mein Abonnement kündigen',
    cancelConfirm:
      'Ihr Abonnement %{offer} kündigen? Es bleibt bis zum Enddatum aktiv, danach kehrt Ihr Konto zum kostenlosen Angebot zurück.',
    cancelled: 'Gekündigt: aktiv bis %{date}',
    activeUntil: 'Aktiv bis %{date}',
    usage: 'Nutzung Ihres Angebots',
    used: '%{used} von %{quantity}',
    usedUnlimited: '%{used} (unbegrenzt)',
    usageMONTHLY: 'diesen Monat',
    usageTOTAL: 'insgesamt',
    empty: 'Derzeit ist kein Angebot verfügbar.',
    free: 'Kostenlos',
    yearlyHint: 'Jährlich: 10 Monate bezahlt, 12 Monate Leistung.',
    notAllowed: 'Nur der Administrator der Hauptgesellschaft kann das Abonnement ändern.',
  },
  ru: {
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
  cn: {
    title: '选择您的套餐',
    subtitle: '可随时更换套餐：新套餐立即取代当前套餐。',
    MONTHLY: '按月',
    YEARLY: '按年',
    perMonth: '/ 月',
    perYear: '/ 年',
    current: '当前套餐',
    choose: '选择此套餐',
    trial: '%{days} 天免费试用',
    unlimited: '不限',
    qtyMonthly: '每月 %{n}',
    qtyTotal: '共 %{n}',
    confirm: '以 %{price} 订阅 %{offer}（%{period}）？',
    cancel: '取消我的订阅',
    cancelConfirm: '取消 %{offer} 订阅？订阅在结束日期前仍然有效，之后账户将恢复为免费套餐。',
    cancelled: '已取消：有效期至 %{date}',
    activeUntil: '有效期至 %{date}',
    usage: '套餐使用情况',
    used: '%{used} / %{quantity}',
    usedUnlimited: '%{used}（不限）',
    usageMONTHLY: '本月',
    usageTOTAL: '总计',
    empty: '目前没有可用的套餐。',
    free: '免费',
    yearlyHint: '按年：支付 10 个月，享受 12 个月服务。',
    notAllowed: '只有总公司管理员可以更改订阅。',
  },
};
