import {
  Box,
  Chip,
  Divider,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { intlLocale } from '../../../domain/locales';
import { formatDay } from '../../../i18n/format';
import { unitLabel, type Rendition, type RenditionParty } from '../../../domain/documents/rendition';
import { useSellerApi } from './sellerApi';

/** The e-invoice as a readable invoice: parties, lines, VAT breakdown, totals, payment terms. */
export function RenditionView({ r }: { r: Rendition }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const loc = intlLocale(locale, { regional: true });
  const t = (k: string) => translate(`documents.seller.rendition.${k}`);
  const money = (v?: string) =>
    v === undefined
      ? ''
      : new Intl.NumberFormat(loc, {
          minimumFractionDigits: 2,
          maximumFractionDigits: Math.max(2, (v.split('.')[1] ?? '').replace(/0+$/, '').length),
        }).format(Number(v));
  const num = (v?: string) =>
    v === undefined ? '' : new Intl.NumberFormat(loc, { maximumFractionDigits: 6 }).format(Number(v));
  const date = (d?: string) => formatDay(d, loc);
  const party = (title: string, p: RenditionParty) => (
    <Box
      sx={{ flex: 1, minWidth: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}
      component="section"
      aria-label={title}
    >
      <Typography variant="overline" color="text.secondary" component="h3">
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{p.name}</Typography>
      {p.tradeName && <Typography variant="body2">{p.tradeName}</Typography>}
      {p.addressLines.map((l) => (
        <Typography key={l} variant="body2">
          {l}
        </Typography>
      ))}
      <Typography variant="body2">
        {[p.postcode, p.city].filter(Boolean).join(' ')}
        {p.country ? ` · ${p.country}` : ''}
      </Typography>
      {p.identifiers.map((i) => (
        <Typography key={i.type + i.value} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {translate(`documents.seller.idType.${i.type}`, { _: i.type })} {i.value}
        </Typography>
      ))}
      {p.email && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {p.email}
        </Typography>
      )}
    </Box>
  );
  const cell = { px: 1, py: 0.75 };
  const section = (title: string, children: ReactNode) => (
    <Box component="section" aria-label={title} sx={{ mt: 2.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
  /** A section holding a table: the first column's heading at the left, the figures' at the right. */
  const table = (title: string, headings: string[], rows: ReactNode) =>
    section(
      title,
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {headings.map((h, i) => (
                <TableCell key={h} sx={cell} align={i ? 'right' : undefined}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{rows}</TableBody>
        </Table>
      </Box>,
    );
  /** Named values as a two-column definition list; those without a value are left out. */
  const definitions = (entries: Array<[string, string | undefined]>, listSx = {}, valueSx = {}) => (
    <Box
      component="dl"
      sx={{
        m: 0,
        ...listSx,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.25,
      }}
    >
      {entries
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {k}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, ...valueSx }}>
              {v}
            </Typography>
          </Box>
        ))}
    </Box>
  );
  const facts: Array<[string, string | undefined]> = [
    [t('date'), date(r.issueDate)],
    [t('due'), date(r.dueDate)],
    [t('delivery'), date(r.deliveryDate)],
    [t('buyerRef'), r.buyerReference],
    [t('order'), r.orderReference],
  ];
  const totals: Array<[string, string | undefined, boolean]> = [
    [t('tLines'), r.totals.lines, false],
    [t('tAllow'), Number(r.totals.allowances) ? r.totals.allowances : undefined, false],
    [t('tCharges'), Number(r.totals.charges) ? r.totals.charges : undefined, false],
    [t('tBasis'), r.totals.taxBasis, false],
    [t('tTax'), r.totals.tax, false],
    [t('tGrand'), r.totals.grandTotal, true],
    [t('tPrepaid'), Number(r.totals.prepaid) ? r.totals.prepaid : undefined, false],
    [t('tPayable'), r.totals.payable, true],
  ];
  const pay: Array<[string, string | undefined]> = [
    [t('terms'), r.payment.terms],
    [t('means'), r.payment.means ?? r.payment.meansCode],
    ['IBAN', r.payment.iban],
    ['BIC', r.payment.bic],
    [t('reference'), r.payment.reference],
  ];
  return (
    <Box
      sx={{ p: { xs: 1.5, sm: 2.5 }, bgcolor: 'background.paper', width: '100%', overflow: 'auto' }}
      data-testid="einvoice-rendition"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t(r.type)} {r.number}
        </Typography>
        <Chip size="small" label={`${r.syntax}${r.currency ? ` · ${r.currency}` : ''}`} />
      </Stack>
      {definitions(facts, { mt: 1 })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        {party(t('seller'), r.seller)}
        {party(t('buyer'), r.buyer)}
      </Stack>
      {r.lines.length > 0 &&
        table(
          t('lines'),
          [t('item'), t('qty'), t('unitPrice'), t('vatRate'), t('net')],
          r.lines.map((l, i) => (
            <TableRow key={l.id ?? i}>
              <TableCell sx={cell}>
                <Typography variant="body2">{l.name}</Typography>
                {l.description && l.description !== l.name && (
                  <Typography variant="caption" color="text.secondary">
                    {l.description}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }} align="right">
                {num(l.quantity)}
                {unitLabel(l.unit) ? ` ${unitLabel(l.unit)}` : ''}
              </TableCell>
              <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }} align="right">
                {money(l.unitPrice)}
              </TableCell>
              <TableCell sx={cell} align="right">
                {l.vatRate !== undefined ? num(l.vatRate) : l.vatCategory}
              </TableCell>
              <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }} align="right">
                {money(l.net)}
              </TableCell>
            </TableRow>
          )),
        )}
      {r.vat.length > 0 &&
        table(
          t('vat'),
          [t('category'), t('rate'), t('base'), t('vatAmount')],
          r.vat.map((v, i) => (
            <TableRow key={i}>
              <TableCell sx={cell}>
                {v.category}
                {v.exemption && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {v.exemption}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={cell} align="right">
                {v.rate !== undefined ? `${num(v.rate)} %` : ''}
              </TableCell>
              <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }} align="right">
                {money(v.base)}
              </TableCell>
              <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }} align="right">
                {money(v.amount)}
              </TableCell>
            </TableRow>
          )),
        )}
      {section(
        t('totals'),
        <Box
          component="dl"
          sx={{
            m: 0,
            ml: 'auto',
            maxWidth: 360,
            display: 'grid',
            gridTemplateColumns: '1fr max-content',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          {totals
            .filter(([, v]) => v !== undefined)
            .map(([k, v, strong]) => (
              <Box key={k} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
                  {k}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}
                >
                  {money(v)} {r.currency}
                </Typography>
              </Box>
            ))}
        </Box>,
      )}
      {pay.some(([, v]) => v) &&
        section(t('payment'), definitions(pay, {}, { overflowWrap: 'anywhere', whiteSpace: 'pre-line' }))}
      {r.notes.length > 0 &&
        section(
          t('notes'),
          r.notes.map((n) => (
            <Typography key={n} variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {n}
            </Typography>
          )),
        )}
      <Divider sx={{ mt: 2.5 }} />
    </Box>
  );
}

/** An XML file in the preview: its rendition when it is an e-invoice (the XML source one tab away), else the source. */
export function XmlPreview({ documentUuid, text }: { documentUuid: string; text: string }) {
  const translate = useTranslate();
  const api = useSellerApi();
  const [rendition, setRendition] = useState<Rendition | null>();
  const [tab, setTab] = useState(0);
  useEffect(() => {
    let current = true;
    api.rendition(documentUuid).then(
      (r) => current && setRendition(r),
      () => current && setRendition(null),
    );
    return () => {
      current = false;
    };
  }, [api, documentUuid]);
  const source = (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 2,
        overflow: 'auto',
        fontSize: 12,
        bgcolor: 'background.paper',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        flex: 1,
      }}
    >
      {text}
    </Box>
  );
  if (rendition === undefined) return null;
  if (!rendition) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', overflow: 'auto' }}>
        <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
          {translate('documents.seller.rendition.unreadable')}
        </Typography>
        {source}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', minWidth: 0 }}>
      <Tabs
        value={tab}
        onChange={(_, v: number) => setTab(v)}
        sx={{ px: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
        aria-label={translate('documents.seller.rendition.title')}
      >
        <Tab label={translate('documents.seller.rendition.showRendition')} sx={{ minHeight: 40 }} />
        <Tab label={translate('documents.seller.rendition.showXml')} sx={{ minHeight: 40 }} />
      </Tabs>
      <Box sx={{ flex: 1, overflow: 'auto', display: 'flex' }}>
        {tab === 0 ? <RenditionView r={rendition} /> : source}
      </Box>
    </Box>
  );
}
