import type { Messages } from '../../domain/locales';

/** The subscriptions page's texts, in English. */
export default {
  subscriptions: {
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
} satisfies Messages;
