import { describe, expect, it } from 'vitest';
import { channelFilterOf } from './ChannelFilter';

describe('channel filter', () => {
  it('asks the API for a channel, for e-invoices whose buyer was not recognised, or for everything', () => {
    expect(channelFilterOf('mail')).toEqual({ channel: 'mail' });
    expect(channelFilterOf('api')).toEqual({ channel: 'api' });
    expect(channelFilterOf('buyerunrecognised')).toEqual({ buyerunrecognised: true });
    expect(channelFilterOf('')).toEqual({});
  });
});
