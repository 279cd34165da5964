import { Box, Checkbox, FormControlLabel, FormHelperText, FormLabel, Paper, Tooltip, Typography } from '@mui/material';
import { FieldTitle, useInput, useResourceContext, useTranslate } from 'react-admin';
import { FUNCTIONALITIES, isSuperAdmin, PERMISSION_FUNCTIONALITY, type Permission } from '../../domain/access';
import { useOptionalSession } from '../../session/SessionContext';
import { permissionLabel } from './permissionLabel';

/** The permissions the signed-in user may grant: their own (all for the super administrator). */
export function useGrantable(): (p: Permission) => boolean {
  const session = useOptionalSession();
  const u = session?.userInfo;
  if (!u) return () => true;
  return (p) => isSuperAdmin(u) || u.permissions.includes(p);
}

interface Props {
  source: string;
  choices: readonly Permission[];
}

/**
 * A checklist of translated permission names grouped by functionality. Permissions the user does
 * not hold are disabled (they may still be removed); values outside `choices` are kept untouched.
 */
export function PermissionsInput({ source, choices }: Props) {
  const resource = useResourceContext();
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const translate = useTranslate();
  const grantable = useGrantable();
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const set = (next: string[]) => field.onChange([...new Set(next)]);
  const toggle = (p: Permission, on: boolean) => set(on ? [...value, p] : value.filter((x) => x !== p));
  const groups = FUNCTIONALITIES.map(
    (f) => [f, choices.filter((p) => PERMISSION_FUNCTIONALITY[p] === f)] as const,
  ).filter(([, ps]) => ps.length);
  const chosen = choices.filter((p) => value.includes(p)).length;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        <FieldTitle source={source} resource={resource} />
        {' · '}
        {translate('rulegroups.picker.selected', { count: chosen, total: choices.length })}
      </FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 1.5 }}>
        {groups.map(([f, ps]) => {
          const allowed = ps.filter(grantable);
          const allOn = allowed.length > 0 && allowed.every((p) => value.includes(p));
          return (
            <Paper key={f} variant="outlined" sx={{ p: 1.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="subtitle2">{translate(`app.functionality.${f}`, { _: f })}</Typography>
                <FormControlLabel
                  sx={{ mr: 0 }}
                  label={<Typography variant="caption">{translate('rulegroups.picker.all')}</Typography>}
                  control={
                    <Checkbox
                      size="small"
                      checked={allOn}
                      disabled={!allowed.length}
                      onChange={(e) =>
                        set(
                          e.target.checked
                            ? [...value, ...allowed]
                            : value.filter((x) => !allowed.includes(x as Permission)),
                        )
                      }
                    />
                  }
                />
              </Box>
              {ps.map((p) => {
                const checked = value.includes(p);
                const disabled = !checked && !grantable(p);
                const box = (
                  <FormControlLabel
                    key={p}
                    sx={{ display: 'flex' }}
                    disabled={disabled}
                    label={<Typography variant="body2">{permissionLabel(translate, p)}</Typography>}
                    control={<Checkbox size="small" checked={checked} onChange={(e) => toggle(p, e.target.checked)} />}
                  />
                );
                return disabled ? (
                  <Tooltip key={p} title={translate('rulegroups.picker.notHeld')} placement="left">
                    <span>{box}</span>
                  </Tooltip>
                ) : (
                  box
                );
              })}
            </Paper>
          );
        })}
      </Box>
      {!chosen && <FormHelperText>{translate('rulegroups.picker.none')}</FormHelperText>}
      {fieldState.error?.message && (
        <FormHelperText error>{translate(fieldState.error.message, { _: fieldState.error.message })}</FormHelperText>
      )}
    </Box>
  );
}
