import type { Messages } from '../../domain/locales';
import { intakeLogModel } from '../../domain/intakeLog/intakeLog.model';

/** The intake log: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [intakeLogModel.name]: {
      name: 'Intake log |||| Intake log',
      fields: {
        createdAt: 'Arrived',
        channel: 'Channel',
        source: 'From',
        filename: 'File',
        outcome: 'Result',
        reason: 'Reason',
      },
      choices: {
        channel: {
          upload: 'Upload',
          mail: 'Mail',
          api: 'API',
        },
        outcome: {
          imported: 'Imported',
          duplicate: 'Already imported',
          refused: 'Refused',
        },
      },
    },
  },
} satisfies Messages;
