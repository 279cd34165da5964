import type en from './channelFilter.messages.en';

/** The documents lists' channel filter (how a document arrived), in French. */
export default {
  documents: {
    channelfilter: {
      label: 'Arrivé par',
      all: 'Tous les canaux',
      upload: 'Import manuel',
      mail: 'E-mail (boîte mail)',
      api: 'API',
      buyerunrecognised: 'Acheteur non reconnu',
    },
  },
} satisfies typeof en;
