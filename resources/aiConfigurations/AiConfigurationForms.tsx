import { Typography } from '@mui/material';
import { BooleanInput, FormDataConsumer, NumberInput, TextInput, useTranslate } from 'react-admin';
import { useUiText } from '../links/uiText';
import { ModelCreate, ModelEdit } from '../views/ModelForm';
import { BoundedSliderInput } from './BoundedSliderInput';
import { aiConfigurationTexts } from './i18n';
import { AI_BOUNDS, aiConfigurationModel } from './aiConfiguration.model';

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
  const text = useUiText(aiConfigurationTexts);
  const translate = useTranslate();
  const { min, max } = AI_BOUNDS.maxtokens;
  return (
    <>
      <TextInput source="model" fullWidth helperText={text('modelHint')} />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1, mb: 1 }}>
        {text('settings')}
      </Typography>
      <BoundedSliderInput source="temperature" />
      <BoundedSliderInput source="topp" />
      <BoundedSliderInput source="frequencypenalty" />
      <BoundedSliderInput source="presencepenalty" />
      <NumberInput source="maxtokens" fullWidth min={min} max={max} step={1} helperText={text('range', { min, max })} />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1, mb: 1 }}>
        {text('prompt')}
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
              helperText={useDefault ? text('defaultPromptHint') : text('ownPromptHint')}
              label={translate(`resources.${aiConfigurationModel.name}.fields.defaultprompt`, { _: 'Prompt' })}
            />
          );
        }}
      </FormDataConsumer>
    </>
  );
}

export const AiConfigurationCreate = () => (
  <ModelCreate model={aiConfigurationModel} skip={CUSTOM}>
    <AiConfigurationInputs />
  </ModelCreate>
);
export const AiConfigurationEdit = () => (
  <ModelEdit model={aiConfigurationModel} skip={CUSTOM}>
    <AiConfigurationInputs />
  </ModelEdit>
);
