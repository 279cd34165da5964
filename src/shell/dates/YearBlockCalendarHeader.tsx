import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Stack } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';
import { addMonths, format, isAfter, isBefore, setYear, startOfMonth } from 'date-fns';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { pickerLocale } from './DatePickersProvider';
import { YearBlock } from './YearBlock';
import type { YearRange } from './yearBlock';

export type YearBlockCalendarHeaderProps = PickersCalendarHeaderProps & {
  /** The years the year view offers; the years of the minimum and maximum dates when absent. */
  years?: YearRange;
};

/**
 * The calendars' header (slots.calendarHeader): previous/next month, a month button opening the library's month
 * view and a year button opening our year view (spec §9: a block of 10 years, 2 per row), which stands in for
 * the library's until a year is picked, then opens the month view of that year.
 * While it is open, the calendar's own view is hidden by YEAR_BLOCK_HIDES_VIEW.
 */
export function YearBlockCalendarHeader(props: YearBlockCalendarHeaderProps) {
  const { currentMonth, onMonthChange, view, onViewChange, minDate, maxDate, disabled, labelId, years } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [choosingYear, setChoosingYear] = useState(false);
  const month = format(currentMonth, 'LLLL', { locale: pickerLocale(locale) });
  const year = currentMonth.getFullYear();
  const range = years ?? { first: minDate.getFullYear(), last: maxDate.getFullYear() };
  const dayView = view === 'day' && !disabled;
  const canGoBack = dayView && isAfter(startOfMonth(currentMonth), minDate);
  const canGoOn = dayView && !isAfter(addMonths(startOfMonth(currentMonth), 1), maxDate);

  if (choosingYear)
    return (
      <Box data-year-block sx={{ pt: 1.5 }}>
        <YearBlock
          year={year}
          range={range}
          onPick={(picked) => {
            const target = setYear(currentMonth, picked);
            // a month of the year picked past the maximum (or before the minimum) date is not shown
            onMonthChange(
              isAfter(target, maxDate)
                ? startOfMonth(maxDate)
                : isBefore(target, startOfMonth(minDate))
                  ? startOfMonth(minDate)
                  : target,
            );
            onViewChange?.('month');
            setChoosingYear(false);
          }}
        />
      </Box>
    );
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1.5, pt: 1.5, pb: 0.5 }}>
      <Box component="span" id={labelId} sx={visuallyHidden}>
        {`${month} ${year}`}
      </Box>
      <IconButton
        size="small"
        onClick={() => onMonthChange(addMonths(currentMonth, -1))}
        disabled={!canGoBack}
        aria-label={translate('app.daterange.previous_month')}
      >
        <ChevronLeft fontSize="small" />
      </IconButton>
      <Stack direction="row" spacing={0.5}>
        <Button
          size="small"
          disabled={disabled}
          onClick={() => onViewChange?.(view === 'month' ? 'day' : 'month')}
          aria-label={`${translate('app.daterange.month')}: ${month}`}
          sx={{ textTransform: 'capitalize' }}
        >
          {month}
        </Button>
        <Button
          size="small"
          disabled={disabled}
          onClick={() => setChoosingYear(true)}
          aria-label={`${translate('app.daterange.year')}: ${year}`}
        >
          {year}
        </Button>
      </Stack>
      <IconButton
        size="small"
        onClick={() => onMonthChange(addMonths(currentMonth, 1))}
        disabled={!canGoOn}
        aria-label={translate('app.daterange.next_month')}
      >
        <ChevronRight fontSize="small" />
      </IconButton>
    </Stack>
  );
}
