import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { InputAdornment, Popover, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { intlLocale } from '../../../domain/locales';
import { formatDisplayDate } from '../../../session/dateRange';
import { useLoadOnOpen } from '../../useLoadOnOpen';

/** The calendar loads on the first opening. */
const loadCalendar = async () => (await import('./Calendar')).Calendar;

interface Props {
  labelKey: string;
  value: Date | null;
  onChange: (day: Date) => void;
  calendarMinWidth: number;
}

/** A read-only date input (the interface language's date, four-digit year) opening a calendar. */
export function DateField({ labelKey, value, onChange, calendarMinWidth }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [Calendar, openWith] = useLoadOnOpen(loadCalendar);
  const openAt = (target: HTMLElement) => openWith(() => setAnchor(target));
  return (
    <>
      <TextField
        label={translate(labelKey)}
        value={value ? formatDisplayDate(value, intlLocale(locale)) : ''}
        onClick={(e) => openAt(e.currentTarget)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') openAt(e.currentTarget);
        }}
        variant="outlined"
        size="small"
        margin="none"
        fullWidth={false}
        sx={{ width: 150 }}
        slotProps={{
          htmlInput: { readOnly: true, 'aria-haspopup': 'dialog', style: { cursor: 'pointer' } },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <CalendarMonthOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={Boolean(anchor && Calendar)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        {Calendar && (
          <Calendar
            value={value}
            onChange={(d) => {
              onChange(d);
              setAnchor(null);
            }}
            minWidth={calendarMinWidth}
          />
        )}
      </Popover>
    </>
  );
}
