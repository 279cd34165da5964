import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocation } from 'react-admin';
import type { CountAnswer } from '../../domain/wire';
import type { PaperdeskDataProvider } from '../../providers/data';

/** The query key of the menu's numbers: a page that changes one invalidates it. */
export const MENU_COUNT_KEY = 'menuCount';
const EVERY_MINUTE = 60_000;

/** The number beside a menu entry (GET `path` answers `{ count }`), refreshed on each page change and every minute; nothing at 0. */
export function MenuCount({ path }: { path: string }) {
  const dp = useDataProvider<PaperdeskDataProvider>();
  const { pathname } = useLocation();
  const { data } = useQuery({
    queryKey: [MENU_COUNT_KEY, path, pathname],
    queryFn: () => dp.call<CountAnswer>(path),
    refetchInterval: EVERY_MINUTE,
    retry: false,
  });
  if (!data?.count) return null;
  return (
    <Chip
      size="small"
      color="warning"
      label={data.count}
      data-testid={`menu-count-${path}`}
      sx={{ height: 20, ml: 1, fontWeight: 600 }}
    />
  );
}
