import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { InputAdornment, Popover, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDisplayDate } from '../../dateRange';
import { Calendar } from './Calendar';

interface Props {
  labelKey: string;
  value: Date | null;
  onChange: (day: Date) => void;
  calendarMinWidth: number;
}

/** A read-only date input (dd-mm-yy) opening a calendar. */
export function DateField({ labelKey, value, onChange, calendarMinWidth }: Props) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <TextField
        label={translate(labelKey)}
        value={value ? formatDisplayDate(value) : ''}
        onClick={(e) => setAnchor(e.currentTarget)}
        onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') setAnchor(e.currentTarget); }}
        variant="outlined"
        size="small"
        margin="none"
        fullWidth={false}
        sx={{ width: 128 }}
        slotProps={{
          htmlInput: { readOnly: true, 'aria-haspopup': 'dialog', style: { cursor: 'pointer' } },
          input: { endAdornment: <InputAdornment position="end"><CalendarMonthOutlined fontSize="small" /></InputAdornment> },
        }}
      />
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Calendar value={value} onChange={(d) => { onChange(d); setAnchor(null); }} minWidth={calendarMinWidth} />
      </Popover>
    </>
  );
}
