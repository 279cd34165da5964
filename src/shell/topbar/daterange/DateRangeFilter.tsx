import DateRangeOutlined from '@mui/icons-material/DateRangeOutlined';
import { Button, IconButton, Stack, Tooltip, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { useLocation, useTranslate } from 'react-admin';
import { useSession } from '../../../session/SessionContext';
import { useToast } from '../../feedback/toast';
import { parseApiDate, toDateRange, validateDateRange } from '../../../session/dateRange';
import { DateField } from './DateField';
import { DatePresets } from './DatePresets';
import { TopbarPopover } from '../TopbarPopover';

/** Below 500 px the filter collapses to a calendar button opening a popover. */
export const SMALL_SCREEN_QUERY = '(max-width:499.95px)';

/** The documents' date range (Documents mode only; hidden on pages ending in /new). */
export function DateRangeFilter() {
  const { mode, dateRange } = useSession();
  const { pathname } = useLocation();
  if (mode !== 'DOCUMENTS' || /\/new\/?$/.test(pathname)) return null;
  // Keyed on the applied range so the fields reset to it after an apply.
  return <DateRangeFilterBody key={`${dateRange.fromDate}/${dateRange.toDate}`} />;
}

function DateRangeFilterBody() {
  const translate = useTranslate();
  const toast = useToast();
  const { dateRange, setDateRange } = useSession();
  const small = useMediaQuery(SMALL_SCREEN_QUERY, { noSsr: true });
  const [from, setFrom] = useState<Date | null>(() => parseApiDate(dateRange.fromDate));
  const [to, setTo] = useState<Date | null>(() => parseApiDate(dateRange.toDate));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const calendarMinWidth = small ? 150 : 200;

  const apply = () => {
    const error = validateDateRange(from, to);
    if (error) {
      toast.show('error', error);
      return;
    }
    if (from && to) setDateRange(toDateRange(from, to));
    setAnchor(null);
  };

  const fields = (
    <Stack direction={small ? 'column' : 'row'} spacing={1} sx={{ alignItems: small ? 'stretch' : 'center' }}>
      <DateField labelKey="app.daterange.from" value={from} onChange={setFrom} calendarMinWidth={calendarMinWidth} />
      <DateField labelKey="app.daterange.to" value={to} onChange={setTo} calendarMinWidth={calendarMinWidth} />
      <Button variant="contained" size="small" onClick={apply}>
        {translate('app.daterange.apply')}
      </Button>
      <DatePresets
        onChoose={(range) => {
          setDateRange(range);
          setAnchor(null);
        }}
      />
    </Stack>
  );

  if (!small)
    return (
      <Stack role="group" aria-label={translate('app.daterange.label')}>
        {fields}
      </Stack>
    );
  return (
    <>
      <Tooltip title={translate('app.daterange.open')}>
        <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={translate('app.daterange.open')}>
          <DateRangeOutlined />
        </IconButton>
      </Tooltip>
      <TopbarPopover anchor={anchor} onClose={() => setAnchor(null)}>
        <Stack sx={{ p: 2 }} role="group" aria-label={translate('app.daterange.label')}>
          {fields}
        </Stack>
      </TopbarPopover>
    </>
  );
}
