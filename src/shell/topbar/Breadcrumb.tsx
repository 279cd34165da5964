import NavigateNext from '@mui/icons-material/NavigateNext';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useEffect } from 'react';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { useSession } from '../../session/SessionContext';
import { MENU_CATALOGUE } from '../../navigation/menuCatalogue';
import { breadcrumbTrail } from './breadcrumb';

/** Where the user is, from the current route, translated. */
export function Breadcrumb() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { menuEntries } = useSession();
  const trail = breadcrumbTrail(pathname, [...menuEntries, ...MENU_CATALOGUE]);
  const page = trail.filter((c) => c.to).at(-1);
  const pageTitle = page
    ? `${page.text ?? translate(page.labelKey, page.labelArgs)} · ${translate('app.name')}`
    : translate('app.name');
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);
  return (
    <Breadcrumbs
      separator={<NavigateNext sx={{ fontSize: 14 }} />}
      aria-label={translate('app.breadcrumb')}
      sx={{ fontSize: 12, overflowWrap: 'anywhere' }}
    >
      <Link component={LinkBase} to="/" underline="hover" color="text.secondary" sx={{ fontSize: 12 }}>
        {translate('app.home')}
      </Link>
      {trail.map((crumb, i) =>
        crumb.to && i < trail.length - 1 ? (
          <Link
            key={`${crumb.labelKey}:${crumb.text ?? ''}`}
            component={LinkBase}
            to={crumb.to}
            underline="hover"
            color="text.secondary"
            sx={{ fontSize: 12 }}
          >
            {crumb.text ?? translate(crumb.labelKey, crumb.labelArgs)}
          </Link>
        ) : (
          <Typography
            key={`${crumb.labelKey}:${crumb.text ?? ''}`}
            noWrap
            color={i === trail.length - 1 ? 'text.primary' : 'text.secondary'}
            sx={{ fontSize: 12 }}
          >
            {crumb.text ?? translate(crumb.labelKey, crumb.labelArgs)}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
