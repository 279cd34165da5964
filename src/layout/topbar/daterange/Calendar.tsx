import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, ButtonBase, IconButton, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { intlLocale } from '../../../../i18n/locales';
import { isSelectable, MIN_SELECTABLE_DATE } from '../../dateRange';
import { monthGrid, monthNames, sameDay, weekdayNames, yearBlock, YEAR_BLOCK } from './calendarGrid';

type View = 'date' | 'month' | 'year';

interface Props {
  value: Date | null;
  onChange: (day: Date) => void;
  minWidth: number;
}

/** Single-date calendar with date, month (3 per row) and year (a block of 10, 2 per row) views. */
export function Calendar({ value, onChange, minWidth }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tag = intlLocale(locale);
  const today = new Date();
  const [view, setView] = useState<View>('date');
  const [shown, setShown] = useState(() => {
    const d = value ?? today;
    return { year: d.getFullYear(), month: d.getMonth() };
  });
  const days = useMemo(() => monthGrid(shown.year, shown.month), [shown]);
  const [block, setBlock] = useState(() => yearBlock(shown.year)[0]);
  const years = yearBlock(block);
  const firstYear = MIN_SELECTABLE_DATE.getFullYear();
  const lastYear = today.getFullYear();
  const yearView = view === 'year';
  /** The arrows move by a month, or by a block of years in the year view. */
  const step = (delta: number) => (yearView ? setBlock(block + delta * YEAR_BLOCK) : move(delta));
  const canStep = (delta: number) =>
    yearView ? (delta < 0 ? block > firstYear : block + YEAR_BLOCK <= lastYear) : view === 'date' && canGo(delta);
  const openYears = () => {
    setBlock(yearBlock(shown.year)[0]);
    setView('year');
  };
  const move = (delta: number) => {
    const d = new Date(shown.year, shown.month + delta, 1);
    setShown({ year: d.getFullYear(), month: d.getMonth() });
  };
  const canGo = (delta: number) => {
    const d = new Date(shown.year, shown.month + delta, delta > 0 ? 1 : new Date(shown.year, shown.month, 0).getDate());
    return isSelectable(d, today);
  };

  return (
    <Box sx={{ minWidth, p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          size="small"
          onClick={() => step(-1)}
          disabled={!canStep(-1)}
          aria-label={translate(yearView ? 'app.daterange.previous_years' : 'app.daterange.previous_month')}
        >
          <ChevronLeft fontSize="small" />
        </IconButton>
        <Stack direction="row" spacing={0.5}>
          <Button size="small" onClick={() => setView('month')} aria-label={translate('app.daterange.month')}>
            {monthNames(tag, 'long')[shown.month]}
          </Button>
          <Button size="small" onClick={openYears} aria-label={translate('app.daterange.year')}>
            {yearView ? `${years[0]} – ${years[YEAR_BLOCK - 1]}` : shown.year}
          </Button>
        </Stack>
        <IconButton
          size="small"
          onClick={() => step(1)}
          disabled={!canStep(1)}
          aria-label={translate(yearView ? 'app.daterange.next_years' : 'app.daterange.next_month')}
        >
          <ChevronRight fontSize="small" />
        </IconButton>
      </Stack>

      {view === 'date' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.25, textAlign: 'center' }}>
          {weekdayNames(tag).map((w, i) => (
            <Typography key={i} variant="caption" color="text.secondary" sx={{ py: 0.5 }}>
              {w}
            </Typography>
          ))}
          {days.map((day) => {
            const selected = sameDay(day, value);
            const outside = day.getMonth() !== shown.month;
            return (
              <ButtonBase
                key={day.toISOString()}
                disabled={!isSelectable(day, today)}
                onClick={() => onChange(day)}
                aria-pressed={selected}
                sx={{
                  aspectRatio: '1',
                  borderRadius: '50%',
                  fontSize: 13,
                  color: selected ? 'primary.contrastText' : outside ? 'text.disabled' : 'text.primary',
                  bgcolor: selected ? 'primary.main' : 'transparent',
                  border: sameDay(day, today) && !selected ? 1 : 0,
                  borderColor: 'primary.main',
                  '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
                  '&.Mui-disabled': { opacity: 0.35 },
                }}
              >
                {day.getDate()}
              </ButtonBase>
            );
          })}
        </Box>
      )}

      {view === 'month' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5 }}>
          {monthNames(tag).map((name, month) => (
            <Button
              key={name}
              size="small"
              variant={month === shown.month ? 'contained' : 'text'}
              disabled={
                !isSelectable(new Date(shown.year, month, 1), today) &&
                !isSelectable(new Date(shown.year, month + 1, 0), today)
              }
              onClick={() => {
                setShown({ ...shown, month });
                setView('date');
              }}
            >
              {name}
            </Button>
          ))}
        </Box>
      )}

      {view === 'year' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 0.5 }}>
          {years.map((year) => (
            <Button
              key={year}
              size="small"
              variant={year === shown.year ? 'contained' : 'text'}
              disabled={year < firstYear || year > lastYear}
              onClick={() => {
                setShown({ ...shown, year });
                setView('month');
              }}
            >
              {year}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}
