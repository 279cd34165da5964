import type en from './linkedUser.messages.en';
import { linkedUserModel } from '../../domain/linkedUsers/linkedUser.model';

/** Users: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [linkedUserModel.name]: {
      name: '用户 |||| 用户',
      fields: {
        firstname: '名',
        lastname: '姓',
        email: '电子邮箱',
        permissions: '权限',
        groups: '规则组',
        origintypes: '可见来源类型',
        documentgroups: '可见单据组',
        branch: '分支机构',
      },
    },
  },
  users: {
    account: {
      createdTitle: '已为 %{email} 创建账户',
      password: '临时密码',
      copy: '复制',
      copied: '已复制',
      warning: '此密码不会再次显示。请立即将其交给该用户：首次登录时必须修改密码。',
      external: '登录账户由您的身份提供商管理。请在其中为 %{email} 创建账户，以便该用户登录。',
      close: '完成',
      allVisible: '留空则可访问全部。',
      accessTitle: '访问范围',
      roleLinked: '用户',
      roleAdmin: '管理员',
      role: '角色',
    },
  },
  permissions: { subject: { USERS: '用户' } },
} satisfies typeof en;
