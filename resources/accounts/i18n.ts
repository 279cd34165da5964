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
