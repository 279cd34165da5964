import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LineState } from '../../domain/bankStatements/bankStatement.model';

const COLOR = { UNMATCHED: 'warning', PROPOSED: 'info', MATCHED: 'success' } as const;

/** A statement line's state: matched, proposed, unmatched. */
export function LineStateChip({ state }: { state: LineState }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOR[state]} label={translate(`bank.state.${state}`)} />;
}
