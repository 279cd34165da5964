import type en from './database.messages.en';

/** The top bar's database button (the super administrator's choice of the account whose data they work in), in Simplified Chinese. */
export default {
  app: {
    database: {
      button: '客户数据库：%{name}',
      none: '自己的区域',
      choose: '在以下账户的数据中工作',
      search: '搜索账户',
      more: '还有 %{smart_count} 个账户：请搜索查找',
      leave: '返回超级管理员区域',
    },
  },
} satisfies typeof en;
