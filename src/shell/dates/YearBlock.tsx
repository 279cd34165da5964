import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { YEAR_BLOCK, yearBlock, yearBlockStart, YEARS_PER_ROW, type YearRange } from './yearBlock';

interface Props {
  /** The year shown when the view opens (its block is the first one shown) and highlighted. */
  year: number;
  /** Years outside it are disabled, and blocks wholly outside it are not offered. */
  range: YearRange;
  onPick: (year: number) => void;
}

/**
 * The date pickers' year view (spec §9): a block of 10 years, 2 per row, with previous/next block buttons.
 * The library's year view lists every year from the minimum date 3 per row, hence this one.
 */
export function YearBlock({ year, range, onPick }: Props) {
  const translate = useTranslate();
  const [start, setStart] = useState(() => yearBlockStart(year));
  const years = yearBlock(start);
  const offered = (y: number) => y >= range.first && y <= range.last;
  // the keyboard starts on the year shown (or the block's first one offered), the year button having gone
  const [focused] = useState(() => (offered(year) ? year : yearBlock(yearBlockStart(year)).find(offered)));
  return (
    <Box sx={{ px: 1.5, pb: 1 }} data-testid="year-block">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          size="small"
          onClick={() => setStart(start - YEAR_BLOCK)}
          disabled={start <= range.first}
          aria-label={translate('app.daterange.previous_years')}
        >
          <ChevronLeft fontSize="small" />
        </IconButton>
        <Typography variant="subtitle2" component="span">
          {`${years[0]} – ${years[YEAR_BLOCK - 1]}`}
        </Typography>
        <IconButton
          size="small"
          onClick={() => setStart(start + YEAR_BLOCK)}
          disabled={start + YEAR_BLOCK > range.last}
          aria-label={translate('app.daterange.next_years')}
        >
          <ChevronRight fontSize="small" />
        </IconButton>
      </Stack>
      <Box
        role="group"
        aria-label={translate('app.daterange.year')}
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${YEARS_PER_ROW}, 1fr)`, gap: 0.5 }}
      >
        {years.map((y) => (
          <Button
            key={y}
            size="small"
            variant={y === year ? 'contained' : 'text'}
            aria-pressed={y === year}
            disabled={!offered(y)}
            autoFocus={y === focused}
            onClick={() => onPick(y)}
          >
            {y}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
