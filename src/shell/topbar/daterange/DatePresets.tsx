import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DATE_PRESETS, presetRange, type DateRange } from '../../../session/dateRange';

/** Periods a click away (this month ... everything since 2010), applied at once. */
export function DatePresets({ onChoose }: { onChoose: (range: DateRange) => void }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('app.daterange.presets.label');
  return (
    <>
      <Tooltip title={label}>
        <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={label} aria-haspopup="menu" size="small">
          <EventRepeatOutlined />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {DATE_PRESETS.map((p) => (
          <MenuItem
            key={p}
            onClick={() => {
              setAnchor(null);
              onChoose(presetRange(p));
            }}
          >
            {translate(`app.daterange.presets.${p}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
