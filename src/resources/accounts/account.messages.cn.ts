import type en from './account.messages.en';
import { accountModel } from '../../domain/accounts/account.model';

/** Accounts: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [accountModel.name]: {
      name: '账户 |||| 账户',
      fields: {
        companyName: '公司',
        email: '管理员邮箱',
        offer: '套餐',
        offerUUID: '套餐',
        subscriptionUUID: '订阅',
        offerStartDate: '开始日期',
        offerEndDate: '结束日期',
        offerActive: '有效',
        firstName: '管理员名字',
        lastName: '管理员姓氏',
      },
    },
  },
  accounts: {
    create: {
      admin: '管理员',
      subscription: '订阅',
      starter: '账户以标准配置开始（关键词、文档组、来源类型、付款方式），其管理员可以修改。',
      done: '已创建账户 %{name}',
    },
    list: {
      work: '进入此账户工作',
      working: '您正在账户 %{name} 中工作。',
      leave: '退出此账户',
      current: '当前账户',
      none: '无订阅',
      saved: '账户已保存',
    },
  },
} satisfies typeof en;
