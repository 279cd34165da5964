import type en from './documentGroupCategory.messages.en';
import { documentGroupCategoryModel } from '../../domain/documentGroupCategories/documentGroupCategory.model';

/** Document group categories: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [documentGroupCategoryModel.name]: {
      name: '单据组类别 |||| 单据组类别',
      fields: {
        name: '名称',
        description: '描述',
      },
    },
  },
} satisfies typeof en;
