/**
 * A lifecycle status as the reform's message: UN/CEFACT CrossDomainAcknowledgementAndResponse (CDAR, D22B),
 * shaped after the French lifecycle profile (AFNOR XP Z12-012): the message's context and header, then one
 * AcknowledgementDocument naming the invoice (number, date, seller), its status code, and the reason, the
 * requested action and the approved amount when the status carries them.
 */
export interface CdarInput {
  /** The message's own id (the outbox row: the receiver's idempotency key too). */
  messageId: string;
  issuedAt: Date;
  code: number;
  reasonCode?: string;
  reasonText?: string;
  action?: string;
  amount?: string | null;
  currency: string;
  invoice: { number: string; date: string | null; sellerName: string; sellerSiren?: string };
  buyer: { name: string; siren?: string };
}

const esc = (v: string) =>
  v.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
/** UN/CEFACT format 204 (yyyyMMddHHmmss, UTC). */
const dateTime204 = (d: Date) => d.toISOString().replace(/[-:T]/g, '').slice(0, 14);
const date102 = (iso: string) => iso.replace(/-/g, '').slice(0, 8);

function party(tag: string, p: { name: string; siren?: string }, role: string) {
  const id = p.siren ? `<ram:GlobalID schemeID="0002">${esc(p.siren)}</ram:GlobalID>` : '';
  return `<ram:${tag}>${id}<ram:Name>${esc(p.name || '-')}</ram:Name><ram:RoleCode>${role}</ram:RoleCode></ram:${tag}>`;
}

export function buildCdar(m: CdarInput): string {
  const reason =
    m.reasonCode || m.reasonText
      ? `<ram:SpecifiedDocumentStatus>${m.reasonCode ? `<ram:ReasonCode>${esc(m.reasonCode)}</ram:ReasonCode>` : ''}${
          m.reasonText ? `<ram:Reason>${esc(m.reasonText)}</ram:Reason>` : ''
        }${m.action ? `<ram:RequestedActionCode>${esc(m.action)}</ram:RequestedActionCode>` : ''}</ram:SpecifiedDocumentStatus>`
      : m.action
        ? `<ram:SpecifiedDocumentStatus><ram:RequestedActionCode>${esc(m.action)}</ram:RequestedActionCode></ram:SpecifiedDocumentStatus>`
        : '';
  const amount = m.amount
    ? `<ram:SpecifiedDocumentCharacteristic><ram:TypeCode>MPA</ram:TypeCode><ram:ValueAmount currencyID="${esc(m.currency)}">${esc(m.amount)}</ram:ValueAmount></ram:SpecifiedDocumentCharacteristic>`
    : '';
  const invoiceDate = m.invoice.date
    ? `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${date102(m.invoice.date)}</qdt:DateTimeString></ram:FormattedIssueDateTime>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossDomainAcknowledgementAndResponse xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100">
<rsm:ExchangedDocumentContext><ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>REGULATED</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn.cpro.gouv.fr:1p0:CDV:invoice</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
<rsm:ExchangedDocument><ram:ID>${esc(m.messageId)}</ram:ID><ram:TypeCode>23</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="204">${dateTime204(m.issuedAt)}</udt:DateTimeString></ram:IssueDateTime>${party('SenderTradeParty', m.buyer, 'BY')}${party('RecipientTradeParty', { name: m.invoice.sellerName, siren: m.invoice.sellerSiren }, 'SE')}</rsm:ExchangedDocument>
<rsm:AcknowledgementDocument><ram:MultipleReferencesIndicator><udt:Indicator>false</udt:Indicator></ram:MultipleReferencesIndicator><ram:TypeCode>305</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="204">${dateTime204(m.issuedAt)}</udt:DateTimeString></ram:IssueDateTime><ram:ReferenceReferencedDocument><ram:IssuerAssignedID>${esc(m.invoice.number || '-')}</ram:IssuerAssignedID><ram:StatusCode>${m.code}</ram:StatusCode><ram:TypeCode>380</ram:TypeCode>${invoiceDate}${party('IssuerTradeParty', { name: m.invoice.sellerName, siren: m.invoice.sellerSiren }, 'SE')}${reason}${amount}</ram:ReferenceReferencedDocument></rsm:AcknowledgementDocument>
</rsm:CrossDomainAcknowledgementAndResponse>
`;
}
