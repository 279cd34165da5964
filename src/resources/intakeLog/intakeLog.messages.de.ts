import type en from './intakeLog.messages.en';
import { intakeLogModel } from '../../domain/intakeLog/intakeLog.model';

/** The intake log: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [intakeLogModel.name]: {
      name: 'Eingangsprotokoll |||| Eingangsprotokoll',
      fields: {
        createdAt: 'Eingegangen',
        channel: 'Kanal',
        source: 'Von',
        filename: 'Datei',
        outcome: 'Ergebnis',
        reason: 'Grund',
      },
      choices: {
        channel: {
          upload: 'Hochladen',
          mail: 'E-Mail',
          api: 'API',
        },
        outcome: {
          imported: 'Importiert',
          duplicate: 'Bereits importiert',
          refused: 'Abgelehnt',
        },
      },
    },
  },
} satisfies typeof en;
