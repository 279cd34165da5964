import type { OrgTexts } from '../organisation.texts';

type Key = 'work' | 'working' | 'leave' | 'current' | 'none' | 'saved';

/** Texts of the super administrator's accounts list. */
export const accountListTexts: OrgTexts<Key> = {
  en: {
    work: 'Work in this account',
    working: 'You are working in the account %{name}.',
    leave: 'Leave this account',
    current: 'Current account',
    none: 'No subscription',
    saved: 'Account saved',
  },
  fr: {
    work: 'Travailler dans ce compte',
    working: 'Vous travaillez dans le compte %{name}.',
    leave: 'Quitter ce compte',
    current: 'Compte en cours',
    none: "Pas d'abonnement",
    saved: 'Compte enregistré',
  },
  de: {
    work: 'In diesem Konto arbeiten',
    working: 'Sie arbeiten im Konto %{name}.',
    leave: 'Dieses Konto verlassen',
    current: 'Aktuelles Konto',
    none: 'Kein Abonnement',
    saved: 'Konto gespeichert',
  },
  ru: {
    work: 'Работать в этой учётной записи',
    working: 'Вы работаете в учётной записи %{name}.',
    leave: 'Выйти из этой учётной записи',
    current: 'Текущая учётная запись',
    none: 'Нет подписки',
    saved: 'Учётная запись сохранена',
  },
  cn: {
    work: '进入此账户工作',
    working: '您正在账户 %{name} 中工作。',
    leave: '退出此账户',
    current: '当前账户',
    none: '无订阅',
    saved: '账户已保存',
  },
};
