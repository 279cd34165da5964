import type { OrgLocale } from './organisation.texts';

/**
 * Validation messages of the organisation area (`error.*` keys used by its schemas and answered in
 * the API's `fields`), to merge into the application messages of each locale.
 */
export const organisationErrorMessages: Record<OrgLocale, Record<string, string>> = {
  en: {
    price: 'Enter an amount of at least 0, e.g. 29.90 (rounded to 2 decimals).',
    quantity: 'Enter a whole number: -1 for unlimited, else 0 or more.',
    trialdays: 'Enter a whole number of days between 0 and 3650.',
    duplicatefunctionality: 'Each functionality can appear only once in an offer.',
    enddate: 'The end date must come after the start date.',
    notgrantable: 'You cannot grant a permission you do not hold.',
    emailtaken: 'A user with this e-mail address already exists.',
    functionalitytaken: 'This functionality is already in the catalogue.',
  },
  fr: {
    price: 'Saisissez un montant positif ou nul, par ex. 29.90 (arrondi à 2 décimales).',
    quantity: 'Saisissez un nombre entier : -1 pour illimité, sinon 0 ou plus.',
    trialdays: 'Saisissez un nombre entier de jours entre 0 et 3650.',
    duplicatefunctionality: "Chaque fonctionnalité ne peut figurer qu'une fois dans une offre.",
    enddate: 'La date de fin doit être postérieure à la date de début.',
    notgrantable: 'Vous ne pouvez pas accorder une permission que vous ne détenez pas.',
    emailtaken: 'Un utilisateur avec cette adresse e-mail existe déjà.',
    functionalitytaken: 'Cette fonctionnalité figure déjà dans le catalogue.',
  },
  de: {
    price: 'Geben Sie einen Betrag ab 0 ein, z. B. 29.90 (auf 2 Nachkommastellen gerundet).',
    quantity: 'Geben Sie eine ganze Zahl ein: -1 für unbegrenzt, sonst 0 oder mehr.',
    trialdays: 'Geben Sie eine ganze Zahl von Tagen zwischen 0 und 3650 ein.',
    duplicatefunctionality: 'Jede Funktion darf in einem Angebot nur einmal vorkommen.',
    enddate: 'Das Enddatum muss nach dem Startdatum liegen.',
    notgrantable: 'Sie können keine Berechtigung vergeben, die Sie selbst nicht besitzen.',
    emailtaken: 'Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.',
    functionalitytaken: 'Diese Funktion ist bereits im Katalog.',
  },
  ru: {
    price: 'Введите сумму не меньше 0, например 29.90 (округляется до 2 знаков).',
    quantity: 'Введите целое число: -1 — без ограничений, иначе 0 или больше.',
    trialdays: 'Введите целое число дней от 0 до 3650.',
    duplicatefunctionality: 'Каждая функция может входить в тариф только один раз.',
    enddate: 'Дата окончания должна быть позже даты начала.',
    notgrantable: 'Нельзя выдать право, которого у вас нет.',
    emailtaken: 'Пользователь с таким адресом e-mail уже существует.',
    functionalitytaken: 'Эта функция уже есть в каталоге.',
  },
  cn: {
    price: '请输入不小于 0 的金额，例如 29.90（四舍五入到两位小数）。',
    quantity: '请输入整数：-1 表示不限，否则为 0 或以上。',
    trialdays: '请输入 0 到 3650 之间的整数天数。',
    duplicatefunctionality: '每个功能在一个套餐中只能出现一次。',
    enddate: '结束日期必须晚于开始日期。',
    notgrantable: '您不能授予自己没有的权限。',
    emailtaken: '已存在使用此邮箱地址的用户。',
    functionalitytaken: '此功能已在目录中。',
  },
};
