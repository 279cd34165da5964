import type en from './intakeLog.messages.en';
import { intakeLogModel } from '../../domain/intakeLog/intakeLog.model';

/** The intake log: the resource's name, field and choice labels and its views' texts, in Chinese. */
export default {
  resources: {
    [intakeLogModel.name]: {
      name: '接收日志 |||| 接收日志',
      fields: {
        createdAt: '到达时间',
        channel: '渠道',
        source: '来源',
        filename: '文件',
        outcome: '结果',
        reason: '原因',
      },
      choices: {
        channel: {
          upload: '上传',
          mail: '邮件',
          api: 'API',
        },
        outcome: {
          imported: '已导入',
          duplicate: '已导入过',
          refused: '已拒绝',
        },
      },
    },
  },
} satisfies typeof en;
