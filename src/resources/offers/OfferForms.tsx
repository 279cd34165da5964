import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { intlLocale } from '../../domain/locales';
import { moneyInput, PERIODS } from '../../domain/functionalities/functionality.model';
import { ModelCreate, ModelEdit } from '../views/ModelForm';
import { offerModel } from '../../domain/offers/offer.model';
import { offerPrices, type PricedLine } from '../../domain/offers/pricing';

/** A functionality's line: its fields side by side, wrapping rather than squeezing (price and quantity stay readable). */
const LINE_SX = {
  '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap', columnGap: 2, rowGap: 1, alignItems: 'flex-start' },
  '& .RaSimpleFormIterator-line': { maxWidth: '100%' },
} as const;

/** The offer's functionalities: which, visible or not, price, and the quantity allowed. */
function OfferLinesInput() {
  const translate = useTranslate();
  const periods = PERIODS.map((p) => ({ id: p, name: translate(`offers.form.${p}`) }));
  return (
    <ArrayInput source="functionnalities" label={translate('offers.form.lines')}>
      {/* one line per functionality, wrapping on a narrow screen; every field keeps a readable width */}
      <SimpleFormIterator inline disableClear sx={LINE_SX}>
        <ReferenceInput source="functionalityuuid" reference="superadministrator/functionnalities">
          <SelectInput
            optionText="name"
            label={translate('offers.form.functionality')}
            fullWidth={false}
            sx={{ width: 240, maxWidth: '100%', flexShrink: 0 }}
          />
        </ReferenceInput>
        <BooleanInput source="visible" label={translate('offers.form.visible')} defaultValue />
        <TextInput
          source="price"
          label={translate('offers.form.price')}
          helperText={translate('offers.form.priceHelp')}
          fullWidth={false}
          sx={{ width: 160, maxWidth: '100%', flexShrink: 0 }}
        />
        <NumberInput
          source="quantity"
          label={translate('offers.form.quantity')}
          helperText={translate('offers.form.quantityHelp')}
          defaultValue={-1}
          // the stored -1 (no limit) shows as an empty field, never as a code to learn
          format={(v: number | null | undefined) => (v === -1 || v === null || v === undefined ? '' : v)}
          parse={(v: string | number | null) => (v === '' || v === null || v === undefined ? -1 : Number(v))}
          fullWidth={false}
          sx={{ width: 130, maxWidth: '100%', flexShrink: 0 }}
        />
        <SelectInput
          source="period"
          label={translate('offers.form.period')}
          choices={periods}
          defaultValue="MONTHLY"
          fullWidth={false}
          sx={{ width: 170, maxWidth: '100%', flexShrink: 0 }}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** The monthly and yearly totals as the form stands (base + visible functionalities, exact). */
function OfferTotals({ baseprice, lines }: { baseprice?: string | number; lines: PricedLine[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const amount = moneyInput();
  const valid = (v: unknown) => v === undefined || v === null || v === '' || amount.safeParse(v).success;
  // A line without a price takes the catalogue's default, which the server fills in.
  const prices =
    valid(baseprice) && lines.every((l) => valid(l?.price))
      ? offerPrices(
          baseprice ?? 0,
          lines.map((l) => ({ visible: l?.visible !== false, price: l?.price })),
        )
      : null;
  const money = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'EUR' });
  return (
    <Box sx={{ display: 'flex', gap: 4, p: 2, mb: 2, borderRadius: 1, bgcolor: 'action.hover' }} aria-live="polite">
      {prices ? (
        <>
          <Typography>
            {translate('offers.form.monthlyTotal')}: <strong>{money.format(Number(prices.totalprice))}</strong>
          </Typography>
          <Typography>
            {translate('offers.form.yearlyTotal')}: <strong>{money.format(Number(prices.yearlyprice))}</strong>
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary">{translate('offers.form.invalidPrices')}</Typography>
      )}
    </Box>
  );
}

const Totals = () => (
  <FormDataConsumer>
    {({ formData }) => <OfferTotals baseprice={formData.baseprice} lines={formData.functionnalities ?? []} />}
  </FormDataConsumer>
);

export const OfferCreate = () => (
  <ModelCreate model={offerModel}>
    <OfferLinesInput />
    <Totals />
  </ModelCreate>
);
export const OfferEdit = () => (
  <ModelEdit model={offerModel}>
    <OfferLinesInput />
    <Totals />
  </ModelEdit>
);
