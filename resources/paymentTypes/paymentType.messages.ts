import type { ResourceMessages } from '../views/resourceConfig';

export const paymentTypeMessages: ResourceMessages = {
  en: { name: 'Payment type |||| Payment types', fields: { name: 'Name', description: 'Description' } },
  fr: { name: 'Type de paiement |||| Types de paiement', fields: { name: 'Nom', description: 'Description' } },
  de: { name: 'Zahlungsart |||| Zahlungsarten', fields: { name: 'Name', description: 'Beschreibung' } },
  ru: { name: 'Способ оплаты |||| Способы оплаты', fields: { name: 'Название', description: 'Описание' } },
  cn: { name: '付款方式 |||| 付款方式', fields: { name: '名称', description: '描述' } },
};
