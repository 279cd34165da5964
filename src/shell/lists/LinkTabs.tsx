import { Tab, Tabs } from '@mui/material';
import { LinkBase } from 'react-admin';

export interface LinkTab {
  value: string;
  label: string;
  /** The route the tab links to. */
  to: string;
}

/** A row of tabs that are links (each tab is a route), scrollable on a phone; `value` false: none is current. */
export function LinkTabs({ value, tabs, label }: { value: string | false; tabs: LinkTab[]; label: string }) {
  return (
    <Tabs
      value={value}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      aria-label={label}
    >
      {tabs.map((t) => (
        <Tab key={t.value} value={t.value} label={t.label} component={LinkBase} to={t.to} />
      ))}
    </Tabs>
  );
}
