import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Alert, Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What keeps an invoice from being paid (spec §5 "invalid for payment"), as the server tells it (i18n keys). */
type Problems = string[] | undefined;

const useReasons = () => {
  const translate = useTranslate();
  return (problems: string[]) => problems.map((p) => translate(p)).join(' ');
};

/** Beside an invoice to pay that cannot be paid: a warning sign whose label and tooltip say why. */
export function PaymentProblemsMark({ problems }: { problems: Problems }) {
  const translate = useTranslate();
  const reasons = useReasons();
  if (!problems?.length) return null;
  const text = translate('payments.problems.mark', { reasons: reasons(problems) });
  return (
    <Tooltip title={text}>
      <Box
        component="span"
        role="img"
        aria-label={text}
        data-testid="payment-problems"
        sx={{ display: 'inline-flex', verticalAlign: 'middle', ml: 0.5, color: 'warning.main' }}
      >
        <ReportProblemOutlined fontSize="small" />
      </Box>
    </Tooltip>
  );
}

/** In the pay dialog: the invoices that cannot be paid, each with its reasons; the payment waits for them. */
export function PaymentProblemsAlert({ lines }: { lines: Array<{ number: string; problems?: string[] }> }) {
  const translate = useTranslate();
  const reasons = useReasons();
  const refused = lines.filter((l) => l.problems?.length);
  if (!refused.length) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {translate('payments.problems.title', { smart_count: refused.length })}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {refused.map((l) => (
          <li key={l.number}>
            {translate('payments.problems.line', { number: l.number, reasons: reasons(l.problems!) })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** Whether a payment of these lines would be refused for an invoice invalid for payment. */
export const anyPaymentProblem = (lines: Array<{ problems?: string[] }>) => lines.some((l) => l.problems?.length);
