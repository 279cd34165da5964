import { OTHER_PERMISSIONS, PERMISSIONS, type CrudAction, type CrudSubject, type Permission } from '../access';
import type { OrgLocale } from '../organisation.texts';

type Subjects = Record<CrudSubject, string>;
type Others = Record<keyof typeof OTHER_PERMISSIONS, string>;
interface Language {
  actions: Record<CrudAction, (subject: string) => string>;
  subjects: Subjects;
  others: Others;
}

const LANGUAGES: Record<OrgLocale, Language> = {
  en: {
    actions: {
      VIEW: (s) => `View ${s}`,
      CREATE: (s) => `Create ${s}`,
      UPDATE: (s) => `Update ${s}`,
      DELETE: (s) => `Delete ${s}`,
    },
    subjects: {
      KEYWORDS: 'keywords',
      KEYWORD_GROUPS: 'keyword groups',
      PROMPTS: 'AI prompts',
      LINKS: 'links',
      DOCUMENT_SOURCES: 'document sources',
      ORIGIN_TYPES: 'origin types',
      DOCUMENT_GROUPS: 'document groups',
      LABELS: 'labels',
      PAYMENT_TYPES: 'payment types',
      BRANCHES: 'branches',
      USERS: 'users',
      RULE_GROUPS: 'rule groups',
      EMAIL_CONTACTS: 'e-mail contacts',
      PAYMENTS: 'payments',
    },
    others: {
      VIEW_DOCUMENTS: 'View documents',
      UPLOAD_DOCUMENTS: 'Upload documents',
      DOWNLOAD_DOCUMENTS: 'Download documents',
      UPDATE_DOCUMENTS: 'Update documents',
      DELETE_DOCUMENTS: 'Delete documents',
      SEND_EMAIL_DOCUMENTS: 'Send documents by e-mail',
      GLOBAL_SEARCH_DOCUMENTS: 'Global document search',
      VIEW_EMAILS: 'View e-mails',
      READ_EMAILS: 'Read e-mails',
      SEND_EMAILS: 'Send e-mails',
      VIEW_SOLDES: 'View balances',
      EXPORT_SOLDES: 'Export balances',
      DASHBOARD_SUPPLIERS_CUSTOMERS: 'Supplier and customer dashboards',
      DASHBOARD_LABELS: 'Label dashboards',
      OVERVIEW_MODE: 'Overview Mode',
      ADVANCED_FUNCTIONNALITIES: 'Advanced functionalities',
    },
  },
  fr: {
    actions: {
      VIEW: (s) => `Consulter les ${s}`,
      CREATE: (s) => `Créer des ${s}`,
      UPDATE: (s) => `Modifier les ${s}`,
      DELETE: (s) => `Supprimer des ${s}`,
    },
    subjects: {
      KEYWORDS: 'mots-clés',
      KEYWORD_GROUPS: 'groupes de mots-clés',
      PROMPTS: 'prompts IA',
      LINKS: 'liens',
      DOCUMENT_SOURCES: 'sources de documents',
      ORIGIN_TYPES: "types d'origine",
      DOCUMENT_GROUPS: 'groupes de documents',
      LABELS: 'étiquettes',
      PAYMENT_TYPES: 'modes de paiement',
      BRANCHES: 'filiales',
      USERS: 'utilisateurs',
      RULE_GROUPS: 'groupes de règles',
      EMAIL_CONTACTS: 'contacts e-mail',
      PAYMENTS: 'paiements',
    },
    others: {
      VIEW_DOCUMENTS: 'Consulter les documents',
      UPLOAD_DOCUMENTS: 'Importer des documents',
      DOWNLOAD_DOCUMENTS: 'Télécharger les documents',
      UPDATE_DOCUMENTS: 'Modifier les documents',
      DELETE_DOCUMENTS: 'Supprimer des documents',
      SEND_EMAIL_DOCUMENTS: 'Envoyer des documents par e-mail',
      GLOBAL_SEARCH_DOCUMENTS: 'Recherche globale de documents',
      VIEW_EMAILS: 'Consulter les e-mails',
      READ_EMAILS: 'Lire les e-mails',
      SEND_EMAILS: 'Envoyer des e-mails',
      VIEW_SOLDES: 'Consulter les soldes',
      EXPORT_SOLDES: 'Exporter les soldes',
      DASHBOARD_SUPPLIERS_CUSTOMERS: 'Tableaux de bord fournisseurs et clients',
      DASHBOARD_LABELS: 'Tableaux de bord des étiquettes',
      OVERVIEW_MODE: "Mode vue d'ensemble",
      ADVANCED_FUNCTIONNALITIES: 'Fonctionnalités avancées',
    },
  },
  de: {
    actions: {
      VIEW: (s) => `${s} anzeigen`,
      CREATE: (s) => `${s} anlegen`,
      UPDATE: (s) => `${s} bearbeiten`,
      DELETE: (s) => `${s} löschen`,
    },
    subjects: {
      KEYWORDS: 'Schlüsselwörter',
      KEYWORD_GROUPS: 'Schlüsselwortgruppen',
      PROMPTS: 'KI-Prompts',
      LINKS: 'Links',
      DOCUMENT_SOURCES: 'Dokumentquellen',
      ORIGIN_TYPES: 'Herkunftsarten',
      DOCUMENT_GROUPS: 'Dokumentgruppen',
      LABELS: 'Etiketten',
      PAYMENT_TYPES: 'Zahlungsarten',
      BRANCHES: 'Filialen',
      USERS: 'Benutzer',
      RULE_GROUPS: 'Regelgruppen',
      EMAIL_CONTACTS: 'E-Mail-Kontakte',
      PAYMENTS: 'Zahlungen',
    },
    others: {
      VIEW_DOCUMENTS: 'Dokumente anzeigen',
      UPLOAD_DOCUMENTS: 'Dokumente hochladen',
      DOWNLOAD_DOCUMENTS: 'Dokumente herunterladen',
      UPDATE_DOCUMENTS: 'Dokumente bearbeiten',
      DELETE_DOCUMENTS: 'Dokumente löschen',
      SEND_EMAIL_DOCUMENTS: 'Dokumente per E-Mail senden',
      GLOBAL_SEARCH_DOCUMENTS: 'Globale Dokumentsuche',
      VIEW_EMAILS: 'E-Mails anzeigen',
      READ_EMAILS: 'E-Mails lesen',
      SEND_EMAILS: 'E-Mails senden',
      VIEW_SOLDES: 'Salden anzeigen',
      EXPORT_SOLDES: 'Salden exportieren',
      DASHBOARD_SUPPLIERS_CUSTOMERS: 'Lieferanten- und Kunden-Dashboards',
      DASHBOARD_LABELS: 'Etiketten-Dashboards',
      OVERVIEW_MODE: 'Übersichtsmodus',
      ADVANCED_FUNCTIONNALITIES: 'Erweiterte Funktionen',
    },
  },
  ru: {
    actions: {
      VIEW: (s) => `Просмотр: ${s}`,
      CREATE: (s) => `Создание: ${s}`,
      UPDATE: (s) => `Изменение: ${s}`,
      DELETE: (s) => `Удаление: ${s}`,
    },
    subjects: {
      KEYWORDS: 'ключевые слова',
      KEYWORD_GROUPS: 'группы ключевых слов',
      PROMPTS: 'промпты ИИ',
      LINKS: 'ссылки',
      DOCUMENT_SOURCES: 'источники документов',
      ORIGIN_TYPES: 'типы происхождения',
      DOCUMENT_GROUPS: 'группы документов',
      LABELS: 'метки',
      PAYMENT_TYPES: 'способы оплаты',
      BRANCHES: 'филиалы',
      USERS: 'пользователи',
      RULE_GROUPS: 'группы правил',
      EMAIL_CONTACTS: 'контакты e-mail',
      PAYMENTS: 'платежи',
    },
    others: {
      VIEW_DOCUMENTS: 'Просмотр документов',
      UPLOAD_DOCUMENTS: 'Загрузка документов',
      DOWNLOAD_DOCUMENTS: 'Скачивание документов',
      UPDATE_DOCUMENTS: 'Изменение документов',
      DELETE_DOCUMENTS: 'Удаление документов',
      SEND_EMAIL_DOCUMENTS: 'Отправка документов по e-mail',
      GLOBAL_SEARCH_DOCUMENTS: 'Глобальный поиск документов',
      VIEW_EMAILS: 'Просмотр писем',
      READ_EMAILS: 'Чтение писем',
      SEND_EMAILS: 'Отправка писем',
      VIEW_SOLDES: 'Просмотр сальдо',
      EXPORT_SOLDES: 'Экспорт сальдо',
      DASHBOARD_SUPPLIERS_CUSTOMERS: 'Панели поставщиков и клиентов',
      DASHBOARD_LABELS: 'Панели меток',
      OVERVIEW_MODE: 'Режим обзора',
      ADVANCED_FUNCTIONNALITIES: 'Расширенные функции',
    },
  },
  cn: {
    actions: {
      VIEW: (s) => `查看${s}`,
      CREATE: (s) => `创建${s}`,
      UPDATE: (s) => `编辑${s}`,
      DELETE: (s) => `删除${s}`,
    },
    subjects: {
      KEYWORDS: '关键字',
      KEYWORD_GROUPS: '关键字组',
      PROMPTS: 'AI 提示词',
      LINKS: '链接',
      DOCUMENT_SOURCES: '单据来源',
      ORIGIN_TYPES: '来源类型',
      DOCUMENT_GROUPS: '单据组',
      LABELS: '标签',
      PAYMENT_TYPES: '付款方式',
      BRANCHES: '分支机构',
      USERS: '用户',
      RULE_GROUPS: '规则组',
      EMAIL_CONTACTS: '邮件联系人',
      PAYMENTS: '付款',
    },
    others: {
      VIEW_DOCUMENTS: '查看单据',
      UPLOAD_DOCUMENTS: '上传单据',
      DOWNLOAD_DOCUMENTS: '下载单据',
      UPDATE_DOCUMENTS: '编辑单据',
      DELETE_DOCUMENTS: '删除单据',
      SEND_EMAIL_DOCUMENTS: '通过邮件发送单据',
      GLOBAL_SEARCH_DOCUMENTS: '全局搜索单据',
      VIEW_EMAILS: '查看邮件',
      READ_EMAILS: '阅读邮件',
      SEND_EMAILS: '发送邮件',
      VIEW_SOLDES: '查看余额',
      EXPORT_SOLDES: '导出余额',
      DASHBOARD_SUPPLIERS_CUSTOMERS: '供应商和客户仪表板',
      DASHBOARD_LABELS: '标签仪表板',
      OVERVIEW_MODE: '总览模式',
      ADVANCED_FUNCTIONNALITIES: '高级功能',
    },
  },
};

function names(l: Language): Record<Permission, string> {
  return Object.fromEntries(
    PERMISSIONS.map((p) => {
      if (p in l.others) return [p, l.others[p as keyof Others]];
      const [, action, subject] = /^(VIEW|CREATE|UPDATE|DELETE)_(.+)$/.exec(p)!;
      return [p, l.actions[action as CrudAction](l.subjects[subject as CrudSubject])];
    }),
  ) as Record<Permission, string>;
}

/** Translated permission names (merge them under `permissions.<NAME>`). */
export const permissionMessages: Record<OrgLocale, Record<Permission, string>> = {
  en: names(LANGUAGES.en),
  fr: names(LANGUAGES.fr),
  de: names(LANGUAGES.de),
  ru: names(LANGUAGES.ru),
  cn: names(LANGUAGES.cn),
};

/** A permission's name in a language (the raw name when unknown). */
export const permissionLabel = (locale: string, p: string): string =>
  (permissionMessages[locale as OrgLocale] ?? permissionMessages.en)[p as Permission] ?? p;
