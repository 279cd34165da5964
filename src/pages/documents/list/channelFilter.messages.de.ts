import type en from './channelFilter.messages.en';

/** The documents lists' channel filter (how a document arrived), in German. */
export default {
  documents: {
    channelfilter: {
      label: 'Eingegangen über',
      all: 'Alle Kanäle',
      upload: 'Hochladen',
      mail: 'E-Mail (Postfach)',
      api: 'API',
      buyerunrecognised: 'Käufer nicht erkannt',
    },
  },
} satisfies typeof en;
