/**
 * Resource labels, keyed `<resource>.name` and `<resource>.fields.<field>` (react-admin's
 * `resources.*` namespace). Every key added here must be added to all five locales
 * (i18n/parity.test.ts checks it).
 */
export const resourcesEn = {};

export type ResourceMessages = typeof resourcesEn;
