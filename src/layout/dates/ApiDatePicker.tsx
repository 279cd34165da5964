import { useTheme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { formatApiDate, parseApiDate } from '../dateRange';
import { DatePickersProvider } from './DatePickersProvider';

interface Props {
  label: string;
  /** The day as the API takes it, yyyy-MM-dd ('' when none). */
  value: string;
  /** The day chosen as yyyy-MM-dd, or '' while the field holds no complete, valid day. */
  onChange: (value: string) => void;
  required?: boolean;
}

/**
 * A day typed or picked in the interface language's format (dd/MM/yyyy in French), where a native date input
 * would follow the browser's locale; the value stays the API's yyyy-MM-dd.
 */
export function ApiDatePicker({ label, value, onChange, required }: Props) {
  // the picker's field is not a TextField: it takes the theme's TextField defaults (react-admin's: filled, small)
  const { variant, size, margin } = useTheme().components?.MuiTextField?.defaultProps ?? {};
  return (
    <DatePickersProvider>
      <DatePicker
        label={label}
        value={parseApiDate(value)}
        onChange={(day: Date | null) => onChange(day && isValid(day) ? formatApiDate(day) : '')}
        slotProps={{ textField: { required, variant, size, margin } }}
      />
    </DatePickersProvider>
  );
}
