import { mergeDeep } from './mergeDeep';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Shared by both palettes: shape, typography and component defaults. */
const invariants: RaThemeOptions = {
  shape: { borderRadius: 10 },
  sidebar: { width: 260, closedWidth: 72 },
  typography: {
    fontFamily: '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 600, letterSpacing: '-0.02em' },
    h5: { fontWeight: 600, letterSpacing: '-0.01em' },
    h6: { fontWeight: 600 },
    subtitle2: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
    // react-admin's empty-list text is in the disabled colour: too faint to read (WCAG AA contrast)
    RaEmpty: {
      styleOverrides: {
        root: ({ theme }: { theme: { palette: { text: { secondary: string } } } }) => ({
          '& .RaEmpty-message': { color: theme.palette.text.secondary },
        }),
      },
    },
    // its not-found page writes its message at half opacity: too faint to read (WCAG AA contrast)
    RaNotFound: {
      styleOverrides: {
        root: ({ theme }: { theme: { palette: { text: { secondary: string } } } }) => ({
          '& .RaNotFound-message': { opacity: 1, color: theme.palette.text.secondary },
        }),
      },
    },
    // react-admin's row checkboxes name the Checkbox itself, which MUI puts on its root span (where the name
    // is not allowed) instead of the input: the name goes to the input.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined } as object,
          input: (state: { 'aria-label'?: string }) =>
            state['aria-label'] ? { 'aria-label': state['aria-label'] } : {},
        },
      },
    },
  },
};

export const lightTheme: RaThemeOptions = mergeDeep<RaThemeOptions>(defaultLightTheme, invariants, {
  palette: {
    mode: 'light',
    primary: { main: '#1565c0', light: '#5e92f3', dark: '#003c8f', contrastText: '#fff' },
    secondary: { main: '#00796b', contrastText: '#fff' },
    background: { default: '#f4f6fa', paper: '#ffffff' },
    divider: 'rgba(15, 23, 42, 0.08)',
    // contrast of at least 4.5:1 on the page, paper and field backgrounds (WCAG AA)
    text: { primary: '#1e293b', secondary: '#475569' },
    warning: { main: '#a3480a', contrastText: '#fff' },
  },
} satisfies RaThemeOptions);

export const darkTheme: RaThemeOptions = mergeDeep<RaThemeOptions>(defaultDarkTheme, invariants, {
  palette: {
    mode: 'dark',
    primary: { main: '#64a0f0', light: '#9ad0ff', dark: '#1565c0', contrastText: '#0b1220' },
    secondary: { main: '#4db6ac' },
    background: { default: '#0f1623', paper: '#172033' },
    divider: 'rgba(148, 163, 184, 0.16)',
    text: { primary: '#e2e8f0', secondary: '#94a3b8' },
    error: { main: '#f87171' },
  },
} satisfies RaThemeOptions);
