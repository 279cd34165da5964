import { Box, FormHelperText, Slider, Stack, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import {
  AI_BOUNDS,
  aiConfigurationModel,
  type AiBoundedField,
} from '../../domain/aiConfigurations/aiConfiguration.model';

/** A bounded number as a slider with a number box beside it; the bounds are shown and validated. */
export function BoundedSliderInput({ source }: { source: Exclude<AiBoundedField, 'maxtokens'> }) {
  const { min, max, step } = AI_BOUNDS[source];
  const { field, fieldState } = useInput({ source });
  const translate = useTranslate();
  const value = typeof field.value === 'number' ? field.value : null;
  const id = `ai-${source}`;
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', color: 'text.secondary' }}>
        <FieldTitle source={source} resource={aiConfigurationModel.name} />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Slider
          value={value ?? min}
          min={min}
          max={max}
          step={step}
          marks={[
            { value: min, label: String(min) },
            { value: max, label: String(max) },
          ]}
          valueLabelDisplay="auto"
          onChange={(_, v) => field.onChange(Math.round((v as number) * 100) / 100)}
          onBlur={field.onBlur}
          aria-label={translate(`resources.${aiConfigurationModel.name}.fields.${source}`, { _: source })}
          sx={{ flex: 1 }}
        />
        <TextField
          id={id}
          type="number"
          size="small"
          value={value ?? ''}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
          onBlur={field.onBlur}
          error={Boolean(error)}
          slotProps={{ htmlInput: { min, max, step } }}
          sx={{ width: 110 }}
        />
      </Stack>
      <FormHelperText error={Boolean(error)}>
        <InputHelperText error={error} helperText={translate('aiconfigurations.form.range', { min, max })} />
      </FormHelperText>
    </Box>
  );
}
