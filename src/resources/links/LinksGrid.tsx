import { useMemo, useState } from 'react';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  IconButton,
  LinearProgress,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  Button,
  CreateButton,
  LinkBase,
  Title,
  useCanAccess,
  useCreatePath,
  useGetList,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { matchesQuery } from '../../providers/data/listQuery';
import { SearchField } from '../../shell/lists/SearchField';
import { linkCategoryModel } from '../../domain/linkCategories/linkCategory.model';
import { linkModel } from '../../domain/links/link.model';

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'index', order: 'ASC' as const } };
const host = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

function LinkCard({ link, canEdit }: { link: RaRecord; canEdit: boolean }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [broken, setBroken] = useState(false);
  const name = String(link.name);
  return (
    <Card variant="outlined" sx={{ position: 'relative', height: '100%' }} data-testid={`link-card-${link.id}`}>
      <CardActionArea
        component="a"
        href={String(link.url)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={translate('links.view.open', { name })}
        sx={{ height: '100%' }}
      >
        {link.imageurl && !broken ? (
          <CardMedia
            component="img"
            image={String(link.imageurl)}
            alt=""
            onError={() => setBroken(true)}
            sx={{ height: 120, objectFit: 'contain', p: 1, bgcolor: 'action.hover' }}
          />
        ) : (
          <Box sx={{ height: 120, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
            <LanguageOutlined color="disabled" sx={{ fontSize: 48 }} />
          </Box>
        )}
        <CardContent sx={{ pr: canEdit ? 5 : 2 }}>
          <Typography variant="subtitle1" noWrap title={name}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap title={String(link.url)}>
            {host(String(link.url))}
          </Typography>
        </CardContent>
      </CardActionArea>
      {canEdit && (
        <Tooltip title={translate('links.view.edit', { name })}>
          <IconButton
            component={LinkBase}
            to={createPath({ resource: linkModel.name, id: link.id, type: 'edit' })}
            aria-label={translate('links.view.edit', { name })}
            size="small"
            sx={{ position: 'absolute', right: 8, bottom: 8 }}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Card>
  );
}

/** /links/grid: the links as cards (image, name, address opening in a new tab), grouped by category. */
export function LinksGrid() {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const links = useGetList(linkModel.name, ALL);
  const categories = useGetList(linkCategoryModel.name, ALL);
  const { canAccess: canEdit = false } = useCanAccess({ resource: linkModel.name, action: 'edit' });

  const groups = useMemo(() => {
    const shown = (links.data ?? []).filter((l) => !q || matchesQuery(l, q));
    const known = new Set((categories.data ?? []).map((c) => String(c.id)));
    return [
      ...(categories.data ?? []).map((c) => ({
        key: String(c.id),
        title: String(c.name),
        links: shown.filter((l) => String(l.categoryuuid) === String(c.id)),
      })),
      {
        key: '',
        title: translate('links.view.uncategorised'),
        links: shown.filter((l) => !l.categoryuuid || !known.has(String(l.categoryuuid))),
      },
    ].filter((g) => g.links.length);
  }, [links.data, categories.data, q, translate]);

  const loading = links.isPending || categories.isPending;
  const total = links.data?.length ?? 0;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('links.view.gridTitle')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <SearchField label={translate('links.view.search')} value={q} onChange={setQ} sx={{ flex: 1, maxWidth: 420 }} />
        <Box sx={{ flex: 1 }} />
        {/* LinkBase: on a phone react-admin renders an icon button that would otherwise be an <a> without href */}
        <Button component={LinkBase} to={`/${linkModel.name}`} label={translate('links.view.listView')}>
          <ViewListOutlined />
        </Button>
        <CreateButton resource={linkModel.name} />
      </Stack>
      {loading && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {!loading && !groups.length && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate(total ? 'links.view.noMatch' : 'links.view.noLinks')}
        </Typography>
      )}
      {groups.map((g) => (
        <Box key={g.key || 'none'} component="section" aria-label={g.title} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {g.title}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
            {g.links.map((l) => (
              <LinkCard key={l.id} link={l} canEdit={canEdit} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export default LinksGrid;
