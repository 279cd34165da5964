import { Typography } from '@mui/material';
import { BooleanInput, FormDataConsumer, NumberInput, TextInput, useTranslate } from 'react-admin';
import { modelForms } from '../views/ModelForm';
import { BoundedSliderInput } from './BoundedSliderInput';
import { AI_BOUNDS, aiConfigurationModel } from '../../domain/aiConfigurations/aiConfiguration.model';

const CUSTOM = [
  'model',
  'temperature',
  'topp',
  'frequencypenalty',
  'presencepenalty',
  'maxtokens',
  'usedefaultprompt',
  'defaultprompt',
];

/** Model, generation settings within their bounds, and the prompt (disabled while the company default applies). */
export function AiConfigurationInputs() {
  const translate = useTranslate();
  const { min, max } = AI_BOUNDS.maxtokens;
  return (
    <>
      <TextInput source="model" fullWidth helperText={translate('aiconfigurations.form.modelHint')} />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1, mb: 1 }}>
        {translate('aiconfigurations.form.settings')}
      </Typography>
      <BoundedSliderInput source="temperature" />
      <BoundedSliderInput source="topp" />
      <BoundedSliderInput source="frequencypenalty" />
      <BoundedSliderInput source="presencepenalty" />
      <NumberInput
        source="maxtokens"
        fullWidth
        min={min}
        max={max}
        step={1}
        helperText={translate('aiconfigurations.form.range', { min, max })}
      />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1, mb: 1 }}>
        {translate('aiconfigurations.form.prompt')}
      </Typography>
      <BooleanInput source="usedefaultprompt" />
      <FormDataConsumer>
        {({ formData }) => {
          const useDefault = formData?.usedefaultprompt !== false;
          return (
            <TextInput
              source="defaultprompt"
              fullWidth
              multiline
              minRows={6}
              disabled={useDefault}
              helperText={
                useDefault
                  ? translate('aiconfigurations.form.defaultPromptHint')
                  : translate('aiconfigurations.form.ownPromptHint')
              }
              label={translate(`resources.${aiConfigurationModel.name}.fields.defaultprompt`, { _: 'Prompt' })}
            />
          );
        }}
      </FormDataConsumer>
    </>
  );
}

export const { Create: AiConfigurationCreate, Edit: AiConfigurationEdit } = modelForms(
  aiConfigurationModel,
  CUSTOM,
  <AiConfigurationInputs />,
);
