/**
 * Why an export failed, as the Exports page says it: the API answers an i18n key (exports.failure.*, or the
 * key of a refusal); a key this interface does not know reads as the generic "could not be built".
 */
export function failureText(translate: (key: string, options?: { _: string }) => string, error: string | null) {
  const generic = translate('exports.failure.unknown');
  return error ? translate(error, { _: generic }) : generic;
}
