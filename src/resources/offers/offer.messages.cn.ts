import type en from './offer.messages.en';
import { offerModel } from '../../domain/offers/offer.model';

/** Offers: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [offerModel.name]: {
      name: '套餐 |||| 套餐',
      fields: {
        name: '名称',
        description: '描述',
        visible: '对客户可见',
        baseprice: '基础价格（€ / 月）',
        trialdays: '试用天数',
        functionnalities: '功能',
        totalprice: '每月合计',
      },
    },
  },
  offers: {
    form: {
      lines: '套餐包含的功能',
      functionality: '功能',
      visible: '可见',
      price: '价格（€ / 月）',
      priceHelp: '留空：使用默认价格',
      period: '数量计算方式',
      quantity: '数量',
      quantityHelp: '留空：不限',
      monthlyTotal: '每月合计',
      yearlyTotal: '每年合计（10 × 月价）',
      MONTHLY: '每月',
      TOTAL: '总计',
      invalidPrices: '请输入有效金额以查看合计。',
    },
  },
} satisfies typeof en;
