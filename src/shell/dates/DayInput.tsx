import { useInput, useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';
import { ApiDatePicker } from './ApiDatePicker';

/**
 * react-admin's DateInput in the interface language: a day typed or picked as the language writes it (ApiDatePicker),
 * where DateInput's native date input follows the browser's locale (mm/dd/yyyy in a French interface of an American
 * browser). The form holds the day as yyyy-MM-dd ('' while none); a date-time value shows its day.
 */
export function DayInput({ source, required }: { source: string; required?: boolean }) {
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { field, fieldState, formState, isRequired } = useInput({
    source,
    format: (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : ''),
  });
  const message = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) && fieldState.error?.message;
  return (
    <ApiDatePicker
      label={String(translateLabel({ source, resource }))}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(day) => {
        field.onChange(day);
        field.onBlur();
      }}
      required={required ?? isRequired}
      error={!!message}
      helperText={message ? translate(message, { _: message }) : ' '}
    />
  );
}
