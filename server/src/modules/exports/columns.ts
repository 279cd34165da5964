/** An export's columns by kind: a day, a currency and an amount have the same width in every export. */
import type { ExportColumn } from './sources';

export const dayColumn = (label: string): ExportColumn => ({ label, type: 'date', width: 12 });
export const currencyColumn = (label: string): ExportColumn => ({ label, type: 'text', width: 8 });
export const moneyColumn = (label: string, width = 14): ExportColumn => ({ label, type: 'money', width });
export const textColumn = (label: string, width: number): ExportColumn => ({ label, type: 'text', width });
