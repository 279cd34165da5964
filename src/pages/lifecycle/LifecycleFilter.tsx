import { MenuItem } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LIFECYCLE_CODES } from '../../domain/lifecycle/lifecycle';
import { isLocaleCode } from '../../domain/locales';
import { ListFilterSelect } from '../shared/ListFilterSelect';

/** The documents lists' filter on the reform lifecycle: a latest status, or e-invoices with EN 16931 findings. */
export type LifecycleChoice = '' | 'en16931' | `${number}`;

export const lifecycleFilterOf = (choice: LifecycleChoice): Record<string, unknown> =>
  choice === '' ? {} : choice === 'en16931' ? { en16931: true } : { lifecycle: Number(choice) };

export function LifecycleFilter({
  value,
  onChange,
}: {
  value: LifecycleChoice;
  onChange: (v: LifecycleChoice) => void;
}) {
  const translate = useTranslate();
  const [rawLocale] = useLocaleState();
  const locale = isLocaleCode(rawLocale) ? rawLocale : 'en';
  return (
    <ListFilterSelect
      label={translate('lifecycle.filter.lifecycle')}
      value={value}
      onChange={onChange}
      width={240}
      testId="lifecycle-filter"
    >
      <MenuItem value="">{translate('lifecycle.filter.all')}</MenuItem>
      <MenuItem value="en16931">{translate('lifecycle.filter.en16931')}</MenuItem>
      {Object.entries(LIFECYCLE_CODES).map(([code, labels]) => (
        <MenuItem key={code} value={code}>
          {code} · {labels[locale]}
        </MenuItem>
      ))}
    </ListFilterSelect>
  );
}
