import type en from './linkCategory.messages.en';
import { linkCategoryModel } from '../../domain/linkCategories/linkCategory.model';

/** Link categories: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [linkCategoryModel.name]: {
      name: '链接类别 |||| 链接类别',
      fields: {
        name: '名称',
        description: '描述',
      },
    },
  },
  linkcategories: {
    reassign: {
      count: '此类别中的链接：%{count} 个。',
      moveTo: '将其链接移至',
      none: '无类别（未分类）',
      empty: '此类别中没有链接。',
    },
  },
} satisfies typeof en;
