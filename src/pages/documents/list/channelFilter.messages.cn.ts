import type en from './channelFilter.messages.en';

/** The documents lists' channel filter (how a document arrived), in Chinese. */
export default {
  documents: {
    channelfilter: {
      label: '来源渠道',
      all: '所有渠道',
      upload: '上传',
      mail: '邮件（邮箱）',
      api: 'API',
      buyerunrecognised: '未识别买方',
    },
  },
} satisfies typeof en;
