/**
 * The French e-invoicing reform's lifecycle (statuses 200-213, reason codes and requested actions after the
 * AFNOR XP Z12-012 lists), in the five languages: one home for the server (history, CDAR messages, the rules
 * of what may be posted) and the review screen (timeline and the buyer's actions). Plain data: no React, no Node.
 */
import { z } from 'zod';
import { toCents } from '../money';
import { wireTime } from '../wire';
import type { LocaleCode } from '../locales';

type Labels = Record<LocaleCode, string>;
const l = (fr: string, en: string, de: string, ru: string, cn: string): Labels => ({ fr, en, de, ru, cn });

export const LIFECYCLE_CODES: Record<number, Labels> = {
  200: l('Déposée', 'Submitted', 'Eingereicht', 'Подана', '已提交'),
  201: l(
    'Émise par la plateforme',
    'Issued by the platform',
    'Von der Plattform ausgestellt',
    'Выпущена платформой',
    '平台已发出',
  ),
  202: l(
    'Reçue par la plateforme',
    'Received by the platform',
    'Von der Plattform empfangen',
    'Получена платформой',
    '平台已接收',
  ),
  203: l('Mise à disposition', 'Made available', 'Bereitgestellt', 'Предоставлена', '已提供'),
  204: l('Prise en charge', 'Taken over', 'Übernommen', 'Принята в обработку', '已受理'),
  205: l('Approuvée', 'Approved', 'Genehmigt', 'Одобрена', '已批准'),
  206: l('Approuvée partiellement', 'Partially approved', 'Teilweise genehmigt', 'Одобрена частично', '部分批准'),
  207: l('En litige', 'Disputed', 'Strittig', 'Оспорена', '有争议'),
  208: l('Suspendue', 'Suspended', 'Ausgesetzt', 'Приостановлена', '已暂停'),
  209: l('Complétée', 'Completed', 'Vervollständigt', 'Дополнена', '已补充'),
  210: l('Refusée', 'Refused', 'Abgelehnt', 'Отклонена', '已拒绝'),
  211: l('Paiement transmis', 'Payment sent', 'Zahlung übermittelt', 'Платёж отправлен', '付款已发送'),
  212: l('Encaissée', 'Collected', 'Vereinnahmt', 'Получена оплата', '已收款'),
  213: l('Rejetée', 'Rejected', 'Zurückgewiesen', 'Отвергнута', '已驳回'),
};

/** Reasons (XP Z12-012's list, the buyer's side) for a dispute, a suspension or a refusal. */
export const LIFECYCLE_REASONS: Record<string, Labels> = {
  DOUBLON: l('Facture en doublon', 'Duplicate invoice', 'Doppelte Rechnung', 'Дубликат счёта', '重复发票'),
  DEST_ERR: l('Erreur de destinataire', 'Wrong recipient', 'Falscher Empfänger', 'Неверный получатель', '收件人错误'),
  TRANSAC_INC: l(
    'Transaction inconnue',
    'Unknown transaction',
    'Unbekannter Vorgang',
    'Неизвестная сделка',
    '未知交易',
  ),
  EMMET_INC: l('Émetteur inconnu', 'Unknown issuer', 'Unbekannter Aussteller', 'Неизвестный отправитель', '未知开票方'),
  CONTRAT_TERM: l('Contrat terminé', 'Contract ended', 'Vertrag beendet', 'Договор завершён', '合同已终止'),
  DOUBLE_FACT: l('Double facturation', 'Billed twice', 'Doppelt berechnet', 'Двойное выставление', '重复开票'),
  CMD_ERR: l(
    'Référence de commande erronée',
    'Wrong order reference',
    'Falsche Bestellreferenz',
    'Неверная ссылка на заказ',
    '订单参考错误',
  ),
  ADR_ERR: l('Adresse erronée', 'Wrong address', 'Falsche Adresse', 'Неверный адрес', '地址错误'),
  SIRET_ERR: l('SIRET erroné', 'Wrong SIRET', 'Falsche SIRET', 'Неверный SIRET', 'SIRET 错误'),
  REF_CT_ABSENT: l(
    'Référence contractuelle absente',
    'Contract reference missing',
    'Vertragsreferenz fehlt',
    'Нет ссылки на договор',
    '缺少合同参考',
  ),
  PU_ERR: l('Prix unitaire erroné', 'Wrong unit price', 'Falscher Einzelpreis', 'Неверная цена за единицу', '单价错误'),
  REM_ERR: l('Remise erronée', 'Wrong discount', 'Falscher Rabatt', 'Неверная скидка', '折扣错误'),
  QTE_ERR: l('Quantité erronée', 'Wrong quantity', 'Falsche Menge', 'Неверное количество', '数量错误'),
  ART_ERR: l('Article erroné', 'Wrong item', 'Falscher Artikel', 'Неверный товар', '商品错误'),
  MODPAI_ERR: l(
    'Modalités de paiement erronées',
    'Wrong payment terms',
    'Falsche Zahlungsbedingungen',
    'Неверные условия оплаты',
    '付款条件错误',
  ),
  QUALITE_ERR: l(
    'Qualité non conforme',
    'Quality not as ordered',
    'Qualität nicht wie bestellt',
    'Качество не соответствует',
    '质量不符',
  ),
  LIVR_INCOMP: l(
    'Livraison incomplète',
    'Incomplete delivery',
    'Unvollständige Lieferung',
    'Неполная поставка',
    '交货不完整',
  ),
  TX_TVA_ERR: l('Taux de TVA erroné', 'Wrong VAT rate', 'Falscher Steuersatz', 'Неверная ставка НДС', '增值税税率错误'),
  MONTANTTOTAL_ERR: l(
    'Montant total erroné',
    'Wrong total amount',
    'Falscher Gesamtbetrag',
    'Неверная общая сумма',
    '总金额错误',
  ),
  CALCUL_ERR: l('Erreur de calcul', 'Calculation error', 'Rechenfehler', 'Ошибка расчёта', '计算错误'),
  NON_CONFORME: l(
    'Facture non conforme',
    'Invoice not compliant',
    'Rechnung nicht konform',
    'Счёт не соответствует нормам',
    '发票不合规',
  ),
  JUSTIF_ABS: l(
    'Justificatif absent',
    'Supporting document missing',
    'Nachweis fehlt',
    'Нет подтверждающего документа',
    '缺少证明文件',
  ),
  AUTRE: l('Autre', 'Other', 'Sonstiges', 'Другое', '其他'),
};

/** The action the buyer asks of the seller. */
export const LIFECYCLE_ACTIONS: Record<string, Labels> = {
  NOA: l('Aucune action', 'No action', 'Keine Aktion', 'Без действий', '无需操作'),
  PIN: l('Investigation requise', 'Investigation required', 'Prüfung erforderlich', 'Требуется проверка', '需要调查'),
  NIN: l(
    'Nouvelle facture requise',
    'New invoice required',
    'Neue Rechnung erforderlich',
    'Требуется новый счёт',
    '需要新发票',
  ),
  CNF: l(
    'Avoir total requis',
    'Full credit note required',
    'Vollständige Gutschrift erforderlich',
    'Требуется полный кредит-нота',
    '需要全额贷项通知单',
  ),
  CNP: l(
    'Avoir partiel requis',
    'Partial credit note required',
    'Teilgutschrift erforderlich',
    'Требуется частичная кредит-нота',
    '需要部分贷项通知单',
  ),
  CNA: l(
    'Avoir du montant indiqué requis',
    'Credit note of the stated amount required',
    'Gutschrift über den angegebenen Betrag erforderlich',
    'Требуется кредит-нота на указанную сумму',
    '需要指定金额的贷项通知单',
  ),
  OTH: l('Autre action', 'Other action', 'Andere Aktion', 'Другое действие', '其他操作'),
};

export const LIFECYCLE = {
  SUBMITTED: 200,
  TAKEN_OVER: 204,
  APPROVED: 205,
  PARTIALLY_APPROVED: 206,
  DISPUTED: 207,
  SUSPENDED: 208,
  REFUSED: 210,
  PAYMENT_SENT: 211,
  COLLECTED: 212,
  REJECTED: 213,
} as const;

/** The buyer's actions on the review screen (written by us, sent to the platform). */
export const BUYER_CODES = [205, 206, 207, 208, 210] as const;
/** What a platform may tell us of an invoice we received (POST by an API key). */
export const RECEIVED_CODES = [200, 201, 202, 203, 209, 212, 213] as const;

/** What each buyer action asks for (the reform's duties): a reason, a requested action, an approved amount. */
export const BUYER_NEEDS: Record<number, { reason: boolean; action: boolean; amount: boolean }> = {
  205: { reason: false, action: false, amount: false },
  206: { reason: false, action: false, amount: true },
  207: { reason: true, action: true, amount: false },
  208: { reason: true, action: false, amount: false },
  210: { reason: true, action: true, amount: false },
};

/** A refused (210) or rejected (213) invoice is closed: no validation, no payment, no further buyer status. */
export const CLOSED_CODES: readonly number[] = [LIFECYCLE.REFUSED, LIFECYCLE.REJECTED];
export const isClosedCode = (code: number | null | undefined) => code != null && CLOSED_CODES.includes(code);

export const lifecycleLabel = (code: number, locale: LocaleCode) => LIFECYCLE_CODES[code]?.[locale] ?? String(code);

const code = z.coerce.number().int();
const AMOUNT = /^\d{1,12}(?:\.\d{1,2})?$/;
/** POST /documents/{id}/lifecycle */
export const lifecyclePostSchema = z
  .object({
    code: code.refine((c) => c in LIFECYCLE_CODES, 'error.lifecycle.code'),
    reason: z
      .string()
      .trim()
      .max(40)
      .optional()
      .refine((r) => !r || r in LIFECYCLE_REASONS, 'error.lifecycle.reason'),
    action: z
      .string()
      .trim()
      .max(10)
      .optional()
      .refine((a) => !a || a in LIFECYCLE_ACTIONS, 'error.lifecycle.action'),
    amount: z
      .union([z.string(), z.number()])
      .optional()
      .refine((a) => a === undefined || a === '' || AMOUNT.test(String(a)), 'error.lifecycle.amount'),
    text: z.string().trim().max(1000).optional(),
  })
  .superRefine((b, ctx) => {
    const needs = BUYER_NEEDS[b.code];
    if (!needs) return;
    if (needs.reason && !b.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'error.lifecycle.reasonrequired' });
    if (needs.action && !b.action)
      ctx.addIssue({ code: 'custom', path: ['action'], message: 'error.lifecycle.actionrequired' });
    if (needs.amount && !(AMOUNT.test(String(b.amount ?? '')) && toCents(String(b.amount)) > 0n))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'error.lifecycle.amountrequired' });
  });
export type LifecyclePost = z.infer<typeof lifecyclePostSchema>;

/** OUT: written by us (the buyer) for the platform; IN: received from the platform. */
export const LIFECYCLE_DIRECTIONS = ['IN', 'OUT'] as const;
export type LifecycleDirection = (typeof LIFECYCLE_DIRECTIONS)[number];
/** USER, SYSTEM (import, validation, payment) or PLATFORM (received). */
export const LIFECYCLE_ORIGINS = ['USER', 'SYSTEM', 'PLATFORM'] as const;
export type LifecycleOrigin = (typeof LIFECYCLE_ORIGINS)[number];

const labelsAnswer = z.object({ fr: z.string(), en: z.string(), de: z.string(), ru: z.string(), cn: z.string() });

/** One status as GET /documents/{id}/lifecycle answers it (newest first). */
export const lifecycleEntryAnswer = z.object({
  uuid: z.string(),
  code: z.number(),
  labels: labelsAnswer,
  direction: z.enum(LIFECYCLE_DIRECTIONS),
  origin: z.enum(LIFECYCLE_ORIGINS),
  reasonCode: z.string(),
  reasonText: z.string(),
  action: z.string(),
  amount: z.string().nullable(),
  user: z.string(),
  createdAt: z.string(),
  /** The delivery of its CDAR message to the platform, when it has one. */
  delivery: z
    .object({ state: z.string(), attempts: z.number(), lastError: z.string(), deliveredAt: z.string().nullable() })
    .nullable(),
});
export type LifecycleEntry = z.infer<typeof lifecycleEntryAnswer>;

/** POST /documents/{id}/lifecycle: the status written. */
export const lifecyclePostedAnswer = z.object({
  uuid: z.string(),
  code: z.number(),
  direction: z.enum(LIFECYCLE_DIRECTIONS),
  createdAt: wireTime,
});
export type LifecyclePosted = z.infer<typeof lifecyclePostedAnswer>;
