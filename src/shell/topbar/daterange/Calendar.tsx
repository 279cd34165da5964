import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePickersProvider } from '../../dates/DatePickersProvider';
import { YearBlockCalendarHeader } from '../../dates/YearBlockCalendarHeader';
import { YEAR_BLOCK_HIDES_VIEW } from '../../dates/yearBlock';
import { maxSelectableDate, MIN_SELECTABLE_DATE } from '../../../session/dateRange';

interface Props {
  value: Date | null;
  onChange: (day: Date) => void;
  minWidth: number;
}

/**
 * One day of the range (spec §9): the library's calendar in the interface language, with its day and month
 * (3 per row) views and our year view (a block of 10, 2 per row, opening on the current year's block: the current
 * year and the 5 before it), every year from 2010 to now selectable as the "since 2010" preset's period is, from
 * 1 January 2010 to the end of the current month. Choosing a year or a month only moves the calendar; the day chosen is the value.
 */
export function Calendar({ value, onChange, minWidth }: Props) {
  return (
    <DatePickersProvider>
      <DateCalendar
        value={value}
        onChange={(day: Date | null, state) => {
          if (day && state === 'finish') onChange(day);
        }}
        // 'year' stays listed for the day-month-year field format; the header opens its own year view instead
        views={['year', 'month', 'day']}
        openTo="day"
        monthsPerRow={3}
        minDate={MIN_SELECTABLE_DATE}
        maxDate={maxSelectableDate()}
        slots={{ calendarHeader: YearBlockCalendarHeader }}
        sx={{ minWidth, ...YEAR_BLOCK_HIDES_VIEW }}
      />
    </DatePickersProvider>
  );
}
