import type { SxProps, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { useState } from 'react';
import { DAY_YEARS, isDocumentDay } from '../../domain/dates';
import { formatApiDate, parseApiDate } from '../../session/dateRange';
import { DatePickersProvider } from './DatePickersProvider';
import { YEAR_BLOCK_HIDES_VIEW } from './yearBlock';
import { YearBlockCalendarHeader } from './YearBlockCalendarHeader';

const FIRST_DAY = new Date(DAY_YEARS.first, 0, 1);
const LAST_DAY = new Date(DAY_YEARS.last, 11, 31);

interface Props {
  label: string;
  /** The day as the API takes it, yyyy-MM-dd ('' when none). */
  value: string;
  /** The day chosen as yyyy-MM-dd, or '' while the field holds no complete, valid day. */
  onChange: (value: string) => void;
  /**
   * Whether the field holds something typed that is no usable day (incomplete, 31/02/2018, a year outside
   * 1900-2099): onChange then gives '', and the caller must not take that for "no day".
   */
  onBadDay?: (bad: boolean) => void;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A day typed or picked in the interface language's format (dd/MM/yyyy in French), where a native date input
 * would follow the browser's locale; the value stays the API's yyyy-MM-dd. Day and month (3 per row) views are
 * the library's, the year view ours (spec §9: a block of 10 years, 2 per row).
 */
export function ApiDatePicker({
  label,
  value,
  onChange,
  onBadDay,
  required,
  readOnly,
  disabled,
  error,
  ...field
}: Props) {
  // the picker's field is not a TextField: it takes the theme's TextField defaults (react-admin's: filled, small)
  const defaults = useTheme().components?.MuiTextField?.defaultProps ?? {};
  // the day being typed: while it is no usable day it is given back as '', which must not wipe what is typed
  const [typed, setTyped] = useState<Date | null>(null);
  const usable = (day: Date | null) => !!day && isValid(day) && isDocumentDay(formatApiDate(day));
  const typedMatches = usable(typed) ? formatApiDate(typed!) === value : value === '';
  return (
    <DatePickersProvider>
      <DatePicker
        label={label}
        value={typedMatches ? typed : parseApiDate(value)}
        onChange={(day: Date | null) => {
          setTyped(day);
          onChange(usable(day) ? formatApiDate(day!) : '');
          onBadDay?.(day !== null && !usable(day));
        }}
        minDate={FIRST_DAY}
        maxDate={LAST_DAY}
        readOnly={readOnly}
        disabled={disabled}
        // 'year' stays listed for the day-month-year field format; the header opens its own year view instead
        views={['year', 'month', 'day']}
        openTo="day"
        monthsPerRow={3}
        slots={{ calendarHeader: YearBlockCalendarHeader }}
        slotProps={{
          textField: {
            required,
            error,
            variant: defaults.variant,
            margin: defaults.margin,
            size: field.size ?? defaults.size,
            fullWidth: field.fullWidth,
            helperText: field.helperText,
            sx: field.sx,
          },
          layout: { sx: YEAR_BLOCK_HIDES_VIEW },
        }}
      />
    </DatePickersProvider>
  );
}
