import type { MessageExtension } from '../locales';
import type { ResourceMessages } from '../views/resourceConfig';

export const accountMessages: ResourceMessages = {
  en: {
    name: 'Account |||| Accounts',
    fields: {
      companyName: 'Company',
      email: 'Administrator e-mail',
      offer: 'Offer',
      offerUUID: 'Offer',
      subscriptionUUID: 'Subscription',
      offerStartDate: 'Start date',
      offerEndDate: 'End date',
      offerActive: 'Active',
    },
  },
  fr: {
    name: 'Compte |||| Comptes',
    fields: {
      companyName: 'Société',
      email: "E-mail de l'administrateur",
      offer: 'Offre',
      offerUUID: 'Offre',
      subscriptionUUID: 'Abonnement',
      offerStartDate: 'Date de début',
      offerEndDate: 'Date de fin',
      offerActive: 'Actif',
    },
  },
  de: {
    name: 'Konto |||| Konten',
    fields: {
      companyName: 'Unternehmen',
      email: 'E-Mail des Administrators',
      offer: 'Angebot',
      offerUUID: 'Angebot',
      subscriptionUUID: 'Abonnement',
      offerStartDate: 'Startdatum',
      offerEndDate: 'Enddatum',
      offerActive: 'Aktiv',
    },
  },
  ru: {
    name: 'Учётная запись |||| Учётные записи',
    fields: {
      companyName: 'Компания',
      email: 'E-mail администратора',
      offer: 'Тариф',
      offerUUID: 'Тариф',
      subscriptionUUID: 'Подписка',
      offerStartDate: 'Дата начала',
      offerEndDate: 'Дата окончания',
      offerActive: 'Активна',
    },
  },
  cn: {
    name: '账户 |||| 账户',
    fields: {
      companyName: '公司',
      email: '管理员邮箱',
      offer: '套餐',
      offerUUID: '套餐',
      subscriptionUUID: '订阅',
      offerStartDate: '开始日期',
      offerEndDate: '结束日期',
      offerActive: '有效',
    },
  },
};

/** Texts of the super administrator's accounts list (`accounts.list.*`). */
export const accountListMessages: MessageExtension = {
  en: {
    accounts: {
      list: {
        work: 'Work in this account',
        working: 'You are working in the account %{name}.',
        leave: 'Leave this account',
        current: 'Current account',
        none: 'No subscription',
        saved: 'Account saved',
      },
    },
  },
  fr: {
    accounts: {
      list: {
        work: 'Travailler dans ce compte',
        working: 'Vous travaillez dans le compte %{name}.',
        leave: 'Quitter ce compte',
        current: 'Compte en cours',
        none: "Pas d'abonnement",
        saved: 'Compte enregistré',
      },
    },
  },
  de: {
    accounts: {
      list: {
        work: 'In diesem Konto arbeiten',
        working: 'Sie arbeiten im Konto %{name}.',
        leave: 'Dieses Konto verlassen',
        current: 'Aktuelles Konto',
        none: 'Kein Abonnement',
        saved: 'Konto gespeichert',
      },
    },
  },
  ru: {
    accounts: {
      list: {
        work: 'Работать в этой учётной записи',
        working: 'Вы работаете в учётной записи %{name}.',
        leave: 'Выйти из этой учётной записи',
        current: 'Текущая учётная запись',
        none: 'Нет подписки',
        saved: 'Учётная запись сохранена',
      },
    },
  },
  cn: {
    accounts: {
      list: {
        work: '进入此账户工作',
        working: '您正在账户 %{name} 中工作。',
        leave: '退出此账户',
        current: '当前账户',
        none: '无订阅',
        saved: '账户已保存',
      },
    },
  },
};
