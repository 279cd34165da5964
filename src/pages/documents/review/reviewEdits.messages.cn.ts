import type { Messages } from '../../../domain/locales';

/** The review's unsaved edits and days typed that are no real day, 中文. */
export default {
  documents: {
    review: {
      notADay: '不是 1900 至 2099 年之间的有效日期。',
      badDays: '有日期不是有效日期：请更正红色字段。',
      notSavedBadDays: '未保存任何内容：%{fields} 不是有效日期。',
      confirmRerun: '重新识别会用识别结果替换您未保存的修改。仍要重新识别吗？',
      confirmLeave: '此单据有未保存的修改。离开此页面并放弃这些修改吗？',
    },
  },
} satisfies Messages;
