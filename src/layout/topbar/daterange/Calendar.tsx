import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePickersProvider } from '../../dates/DatePickersProvider';
import { maxSelectableDate, MIN_SELECTABLE_DATE } from '../../dateRange';

interface Props {
  value: Date | null;
  onChange: (day: Date) => void;
  minWidth: number;
}

/**
 * One day of the range (spec §9): the library's calendar in the interface language, with its day, month and
 * year views, from 1 January 2010 to the end of the current month. Choosing a year or a month only moves the
 * calendar; the day chosen is the value.
 */
export function Calendar({ value, onChange, minWidth }: Props) {
  return (
    <DatePickersProvider>
      <DateCalendar
        value={value}
        onChange={(day: Date | null, state) => {
          if (day && state === 'finish') onChange(day);
        }}
        views={['year', 'month', 'day']}
        openTo="day"
        minDate={MIN_SELECTABLE_DATE}
        maxDate={maxSelectableDate()}
        sx={{ minWidth }}
      />
    </DatePickersProvider>
  );
}
