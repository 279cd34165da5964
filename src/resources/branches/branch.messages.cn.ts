import type en from './branch.messages.en';
import { branchModel } from '../../domain/branches/branch.model';

/** Branches: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [branchModel.name]: {
      name: '分支机构 |||| 分支机构',
      fields: {
        companyName: '公司名称',
        companyAddress: '地址',
        firstName: '管理员名',
        lastName: '管理员姓',
        email: '管理员邮箱',
        master: '总公司',
        admin: '管理员',
      },
    },
  },
  permissions: { subject: { BRANCHES: '分支机构' } },
} satisfies typeof en;
