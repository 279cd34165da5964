import type { SvgIconComponent } from '@mui/icons-material';
import { Avatar, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  icon: SvgIconComponent;
  action?: ReactNode;
  children: ReactNode;
}

/** A dashboard card: tinted icon, title, optional action, content. */
export function DashboardCard({ title, icon: Icon, action, children }: Props) {
  return (
    <Card sx={{ height: '100%' }} component="section" aria-label={title}>
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5 }}>
          <Avatar variant="rounded" sx={{ bgcolor: 'action.selected', color: 'primary.main', width: 40, height: 40 }}>
            <Icon fontSize="small" />
          </Avatar>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** A label / value line. */
export function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
