import type en from './promptCategory.messages.en';
import { promptCategoryModel } from '../../domain/promptCategories/promptCategory.model';

/** Prompt categories: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [promptCategoryModel.name]: {
      name: '提示词类别 |||| 提示词类别',
      fields: {
        name: '名称',
        description: '描述',
      },
    },
  },
  promptcategories: {
    reassign: {
      count: '此类别中的 AI 配置：%{count} 个。',
      moveTo: '将其 AI 配置移至',
      none: '无类别（未分类）',
      empty: '此类别中没有 AI 配置。',
    },
  },
} satisfies typeof en;
