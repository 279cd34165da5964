import { MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CHANNELS } from '../../../domain/documents/channels';
import { ListFilterSelect } from '../../shared/ListFilterSelect';

/** The documents lists' filter on how a document arrived: a channel, or e-invoices whose buyer was not recognised. */
export type ChannelChoice = '' | 'buyerunrecognised' | (typeof CHANNELS)[number];

export const channelFilterOf = (choice: ChannelChoice): Record<string, unknown> =>
  choice === '' ? {} : choice === 'buyerunrecognised' ? { buyerunrecognised: true } : { channel: choice };

export function ChannelFilter({ value, onChange }: { value: ChannelChoice; onChange: (v: ChannelChoice) => void }) {
  const translate = useTranslate();
  return (
    <ListFilterSelect
      label={translate('documents.channelfilter.label')}
      value={value}
      onChange={onChange}
      width={200}
      testId="channel-filter"
    >
      <MenuItem value="">{translate('documents.channelfilter.all')}</MenuItem>
      {CHANNELS.map((c) => (
        <MenuItem key={c} value={c}>
          {translate(`documents.channelfilter.${c}`)}
        </MenuItem>
      ))}
      <MenuItem value="buyerunrecognised">{translate('documents.channelfilter.buyerunrecognised')}</MenuItem>
    </ListFilterSelect>
  );
}
