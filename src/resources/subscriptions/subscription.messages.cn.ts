import type en from './subscription.messages.en';

/** The subscriptions page's texts, in Simplified Chinese. */
export default {
  subscriptions: {
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
} satisfies typeof en;
