import { Alert, Box, Card, CardContent, Chip, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useParams, useTranslate } from 'react-admin';
import { DOCUMENT_STATUS } from '../../../domain/documents/rules';
import { errorDetail } from '../../../i18n/errorMessage';
import { useSession } from '../../../session/SessionContext';
import { LabelChip, StatusChip } from '../../shared/Chips';
import { PageHeader } from '../../shared/PageHeader';
import { useDocumentRights } from '../../shared/useDocumentRights';
import { useDocumentSource } from '../../shared/useDocumentSource';
import { useReferenceData } from '../../shared/useReferenceData';
import { groupChoices } from '../upload/uploadChoices';
import { AmountsSummary } from './AmountsSummary';
import { DocumentPreview } from './DocumentPreview';
import { HeaderFields } from './HeaderFields';
import { KeywordFields } from './KeywordFields';
import { VatLinesEditor } from './VatLinesEditor';
import { problemParts } from '../../../domain/documents/vatBreakdown';
import { RerunDialog } from './RerunDialog';
import { ReviewPrimaryActions, ReviewSecondaryActions } from './ReviewActions';
import { deriveReview } from './reviewState';
import { ReviewStatusPanel } from './ReviewStatusPanel';
import { DuplicatesPanel } from './DuplicatesPanel';
import { SellerPanel } from './SellerPanel';
import { DocumentEmails } from '../../emails/DocumentEmails';
import { BankDetailsPanel } from '../../bankDetails/BankDetailsPanel';
import { En16931Panel } from '../../lifecycle/En16931Panel';
import { LifecyclePanel } from '../../lifecycle/LifecyclePanel';
import { ApprovalPanel } from '../../approvals/ApprovalPanel';
import { HistoryPanel } from '../../../resources/views/history/HistoryPanel';
import { useReview } from './useReview';
import { badDayLabels } from './reviewEdits';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ mb: 2.5 }} component="section" aria-label={title}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** /documents/review/:id: the document beside its fields, with the rules of §5 applied live. */
export function ReviewPage() {
  const translate = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const review = useReview(id);
  const { ref, index } = useReferenceData();
  const rights = useDocumentRights();
  const { userInfo, has } = useSession();
  const [rerunOpen, setRerunOpen] = useState(false);
  const [liveDuplicates, setLiveDuplicates] = useState(0);
  const { record, form, original } = review;
  const { source } = useDocumentSource(form?.supplieruuid);

  if (!record || !form || !original) {
    return review.error ? (
      <Alert severity="error">{translate(errorDetail(review.error), { _: errorDetail(review.error) })}</Alert>
    ) : (
      <LinearProgress aria-label={translate('ra.page.loading')} />
    );
  }
  const d = deriveReview(record, form, original, index, review.serverAllows, source, review.badDays);
  const patch = review.patch;
  const title = record.id || record.filename;
  const badDayNames = badDayLabels(review.badDays, d.keywords, translate);

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <PageHeader
        title={title}
        subtitle={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mt: 0.5 }}>
            <StatusChip status={record.status} />
            <LabelChip label={form.labeluuid ? index.label.get(form.labeluuid) : undefined} />
            {record.readytovalidate && record.status < 2 && (
              <Chip size="small" color="success" variant="outlined" label={translate('documents.flags.ready')} />
            )}
            {record.duplicate && !d.source?.divers && (
              <Chip size="small" color="error" label={translate('documents.flags.duplicate')} />
            )}
            <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
              {record.filename}
            </Typography>
          </Stack>
        }
        actions={
          <ReviewSecondaryActions
            busy={review.busy}
            canDownload={rights.download}
            canRerun={rights.update}
            rerunEnabled={record.status === DOCUMENT_STATUS.SAVED}
            canDelete={rights.remove}
            deleteEnabled={d.deletable}
            onDownload={review.download}
            onRerun={() => setRerunOpen(true)}
            onDelete={review.remove}
          />
        }
      />
      {review.loading && <LinearProgress sx={{ mb: 1 }} aria-label={translate('ra.page.loading')} />}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6, xl: 7 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
            <DocumentPreview
              documentUuid={record.uuid}
              mime={record.mime}
              title={title}
              onDownload={rights.download ? review.download : undefined}
            />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 5 }}>
          <ReviewStatusPanel
            doc={record}
            problems={d.problems}
            message={record.message}
            liveDuplicates={liveDuplicates > 0 || !!d.source?.divers}
          />
          <En16931Panel findings={record.en16931 ?? []} />
          {(record.einvoice || record.lifecyclecode != null || d.invoiceGroup) && (
            <LifecyclePanel
              documentId={record.uuid}
              lifecyclecode={record.lifecyclecode}
              paid={record.status === DOCUMENT_STATUS.PARTIALLY_PAYED || record.status === DOCUMENT_STATUS.PAYED}
              recognising={d.recognising}
              currency={record.currency}
              canAct={rights.update}
              onChanged={() => void review.reload()}
            />
          )}
          <DuplicatesPanel record={record} form={form} generic={!!d.source?.divers} onRows={setLiveDuplicates} />
          <ApprovalPanel documentId={record.uuid} status={record.status} revision={record} />
          <BankDetailsPanel
            documentId={record.uuid}
            supplieruuid={record.supplieruuid}
            recognising={d.recognising}
            canKeep={rights.update}
            canTake={rights.update && has('UPDATE_DOCUMENT_SOURCES')}
          />
          <SellerPanel
            record={record}
            form={form}
            readOnly={d.readOnly || !rights.update}
            canCreate={rights.update && has('CREATE_DOCUMENT_SOURCES')}
            generic={!!d.source?.divers}
            onPatch={patch}
            onLinked={(linked) => {
              // the source created is the document's, whatever was chosen before; the other edits stay
              patch({ supplieruuid: linked.uuid, suppliername: linked.name });
              void review.reload();
            }}
          />
          {d.invoiceGroup && (
            <AmountsSummary {...d.amounts} rate={d.vatRate} currency={form.currency} inconsistent={d.flags.amounts} />
          )}
          <Section title={translate('documents.review.header')}>
            <HeaderFields
              doc={record}
              form={form}
              original={original}
              onPatch={patch}
              refData={ref}
              source={d.source}
              readOnly={d.readOnly || !rights.update}
              labelLocked={!rights.update}
              red={d.red}
              errors={d.headerErrors}
              onBadDay={review.markBadDay}
            />
          </Section>
          <Section
            title={
              d.group
                ? translate('documents.review.values', { group: d.group.name })
                : translate('documents.review.valuesNoGroup')
            }
          >
            <KeywordFields
              doc={record}
              keywords={d.keywords}
              form={form}
              original={original}
              readOnly={d.readOnly || !rights.update}
              onChange={review.patchValue}
              onBadDay={review.markBadDay}
              errors={d.inputErrors}
              red={d.red}
            />
          </Section>
          {d.invoiceGroup && (
            <Section title={translate('documents.vat.title')}>
              <VatLinesEditor
                lines={d.vatlines}
                onChange={(vatlines) => patch({ vatlines })}
                readOnly={d.readOnly || !rights.update}
                redRates={new Set(d.problems.map((p) => problemParts(p).args.rate).filter(Boolean))}
              />
            </Section>
          )}
          {has('VIEW_EMAILS') && <DocumentEmails documentId={record.uuid} />}
          <HistoryPanel subject={{ kind: 'documents', id: record.uuid }} version={record} />
          <ReviewPrimaryActions
            busy={review.busy}
            dirty={review.dirty}
            canSave={rights.update && !d.recognising}
            canValidate={rights.update && !d.recognising}
            validateEnabled={d.validateEnabled}
            validated={d.validated}
            onSave={() => void review.save(badDayNames)}
            onValidate={() => void review.validate(badDayNames)}
          />
        </Grid>
      </Grid>
      <RerunDialog
        open={rerunOpen}
        onClose={() => setRerunOpen(false)}
        onRun={review.rerun}
        groups={groupChoices(
          ref.groups,
          ref.originTypes.find((o) => o.uuid === form.origintype),
          userInfo,
        )}
        initialGroup={form.documentgroupuuid}
        initialSource={form.supplieruuid}
      />
    </Box>
  );
}
