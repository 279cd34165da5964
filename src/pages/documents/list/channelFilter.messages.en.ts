import type { Messages } from '../../../domain/locales';

/** The documents lists' channel filter (how a document arrived), in English. */
export default {
  documents: {
    channelfilter: {
      label: 'Arrived by',
      all: 'All channels',
      upload: 'Upload',
      mail: 'E-mail (mailbox)',
      api: 'API',
      buyerunrecognised: 'Buyer not recognised',
    },
  },
} satisfies Messages;
