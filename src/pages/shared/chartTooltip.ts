import type { Theme } from '@mui/material/styles';

/** A bar chart's tooltip in the app's colours: the hovered band shaded, a paper card with a thin border. */
export const chartTooltipStyle = (theme: Theme) => ({
  cursor: { fill: theme.palette.action.hover },
  contentStyle: {
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 8,
  },
});
