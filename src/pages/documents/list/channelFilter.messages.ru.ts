import type en from './channelFilter.messages.en';

/** The documents lists' channel filter (how a document arrived), in Russian. */
export default {
  documents: {
    channelfilter: {
      label: 'Поступил через',
      all: 'Все каналы',
      upload: 'Загрузка',
      mail: 'Почта (ящик)',
      api: 'API',
      buyerunrecognised: 'Покупатель не распознан',
    },
  },
} satisfies typeof en;
