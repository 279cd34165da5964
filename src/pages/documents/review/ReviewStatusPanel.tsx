import { Alert, AlertTitle, Box, LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DocumentRecord } from '../../../domain/documents/document.model';
import { canModify, DOCUMENT_STATUS } from '../../../domain/documents/rules';
import { problemParts } from '../../../domain/documents/vatBreakdown';
import { useDocumentFormat } from '../../shared/useDocumentFormat';
import { messageText } from './readNoteText';

interface Props {
  doc: DocumentRecord;
  problems: string[];
  /** The file has a message (red highlighting of §5). */
  message: string;
  /** Duplicates are listed live by DuplicatesPanel (a document to validate, or the generic source's by name): no stored flag here. */
  liveDuplicates?: boolean;
}

/** What the accountant must know before validating: recognition, freeze, problems, duplicate, file message. */
export function ReviewStatusPanel({ doc, problems, message, liveDuplicates = false }: Props) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  /** A problem's text; one naming a VAT rate says it in the reader's way of writing numbers. */
  const say = (p: string) => {
    const { key, args } = problemParts(p);
    return translate(key, { _: p, ...(args.rate ? { rate: fmt.number(Number(args.rate)) } : {}) });
  };
  const recognising = doc.status === DOCUMENT_STATUS.RECOGNITION;
  return (
    <Stack spacing={1.5} sx={{ mb: 2.5 }} aria-live="polite">
      {recognising && (
        <Alert severity="info" icon={false}>
          <AlertTitle>{translate('documents.review.recognising')}</AlertTitle>
          <LinearProgress sx={{ mt: 1, borderRadius: 2 }} aria-label={translate('documents.review.recognising')} />
        </Alert>
      )}
      {!recognising && !canModify(doc.status) && <Alert severity="info">{translate('documents.review.frozen')}</Alert>}
      {doc.duplicate && !liveDuplicates && (
        <Alert severity="error" variant="outlined">
          {translate('documents.review.duplicate')}
        </Alert>
      )}
      {message.trim() && (
        <Alert severity="error" variant="outlined">
          <AlertTitle>{translate('documents.flags.message')}</AlertTitle>
          {messageText(message, translate).map((note, i) => (
            <Box key={i} sx={{ overflowWrap: 'anywhere' }}>
              {note}
            </Box>
          ))}
        </Alert>
      )}
      {!recognising &&
        doc.status === DOCUMENT_STATUS.SAVED &&
        (problems.length ? (
          <Alert severity="error">
            <AlertTitle>{translate('documents.review.problems', { smart_count: problems.length })}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {problems.map((p) => (
                <li key={p}>{say(p)}</li>
              ))}
            </Box>
          </Alert>
        ) : (
          <Alert severity="success">{translate('documents.review.ready')}</Alert>
        ))}
    </Stack>
  );
}
