import { appCn } from '../../i18n/app/cn';
import { appDe } from '../../i18n/app/de';
import { appEn } from '../../i18n/app/en';
import { appFr } from '../../i18n/app/fr';
import { appRu } from '../../i18n/app/ru';
import type { ResourceMessages } from '../views/resourceConfig';

/** The functionality names, as the rest of the app shows them. */
export const functionalityNames = {
  en: appEn.app.functionality, fr: appFr.app.functionality, de: appDe.app.functionality, ru: appRu.app.functionality, cn: appCn.app.functionality,
};

export const functionalityMessages: ResourceMessages = {
  en: { name: 'Functionality |||| Functionalities', fields: { name: 'Name', description: 'Description', visible: 'Visible', defaultprice: 'Default price (€ / month)', defaultquantity: 'Default quantity (-1 = unlimited)', functionnality: 'Functionality' }, choices: { functionnality: functionalityNames.en } },
  fr: { name: 'Fonctionnalité |||| Fonctionnalités', fields: { name: 'Nom', description: 'Description', visible: 'Visible', defaultprice: 'Prix par défaut (€ / mois)', defaultquantity: 'Quantité par défaut (-1 = illimitée)', functionnality: 'Fonctionnalité' }, choices: { functionnality: functionalityNames.fr } },
  de: { name: 'Funktion |||| Funktionen', fields: { name: 'Name', description: 'Beschreibung', visible: 'Sichtbar', defaultprice: 'Standardpreis (€ / Monat)', defaultquantity: 'Standardmenge (-1 = unbegrenzt)', functionnality: 'Funktion' }, choices: { functionnality: functionalityNames.de } },
  ru: { name: 'Функция |||| Функции', fields: { name: 'Название', description: 'Описание', visible: 'Видимая', defaultprice: 'Цена по умолчанию (€ / месяц)', defaultquantity: 'Количество по умолчанию (-1 = без ограничений)', functionnality: 'Функция' }, choices: { functionnality: functionalityNames.ru } },
  cn: { name: '功能 |||| 功能', fields: { name: '名称', description: '描述', visible: '可见', defaultprice: '默认价格（€ / 月）', defaultquantity: '默认数量（-1 = 不限）', functionnality: '功能' }, choices: { functionnality: functionalityNames.cn } },
};
