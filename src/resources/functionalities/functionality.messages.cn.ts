import appTexts from '../../i18n/app.messages.cn';
import type en from './functionality.messages.en';
import { functionalityModel } from '../../domain/functionalities/functionality.model';

/** Functionalities: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [functionalityModel.name]: {
      name: '功能 |||| 功能',
      fields: {
        name: '名称',
        description: '描述',
        visible: '可见',
        defaultprice: '默认价格（€ / 月）',
        defaultquantity: '默认数量',
        functionnality: '功能',
      },
      helpers: {
        defaultquantity: '留空表示无限制',
      },
      choices: {
        functionnality: appTexts.app.functionality,
      },
    },
  },
} satisfies typeof en;
