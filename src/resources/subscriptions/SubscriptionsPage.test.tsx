// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fakeDataProvider } from '../../test/fixtures';
import { renderWithSession } from '../../test/renderWithAdmin';
import type { OfferRecord } from '../../domain/offers/offer.model';
import { SubscriptionsPage } from './SubscriptionsPage';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';

const line = (f: string, quantity = -1, period: 'MONTHLY' | 'TOTAL' = 'MONTHLY') => ({
  uuid: `l-${f}`,
  visible: true,
  functionalityuuid: `f-${f}`,
  price: '0.00',
  period,
  quantity,
  name: f,
  functionnalityEnum: f,
});
const offers: OfferRecord[] = [
  {
    uuid: 'free',
    name: 'Découverte',
    description: 'Pour commencer',
    visible: true,
    baseprice: '0.00',
    trialdays: 0,
    index: 0,
    isDefault: true,
    functionnalities: [line('DOCUMENTS', 50), line('USERS', 2, 'TOTAL')],
    totalprice: '0.00',
    yearlyprice: '0.00',
    current: false,
  },
  {
    uuid: 'ess',
    name: 'Essentiel',
    description: 'PME',
    visible: true,
    baseprice: '29.00',
    trialdays: 30,
    index: 1,
    isDefault: false,
    functionnalities: [line('DOCUMENTS', 1000), line('EMAILS')],
    totalprice: '43.80',
    yearlyprice: '438.00',
    current: true,
    subscription: {
      uuid: 's1',
      period: 'MONTHLY',
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-12-01T00:00:00.000Z',
      cancelledAt: null,
    },
  },
];

function setup(user = aUser()) {
  const call = vi.fn(async (path: string) => {
    if (path === '/offers') return offers;
    if (path === '/metrics') return [{ functionnality: 'USERS', quantity: 2, period: 'TOTAL', used: 1 }];
    return 'Your subscription to Découverte (yearly) is active until 22/12/2027.';
  });
  renderWithSession(<SubscriptionsPage />, {
    dataProvider: fakeDataProvider({ getUserInfo: async () => user, call: call as never }),
    i18n: everyTextI18nProvider(),
  });
  return call;
}
afterEach(cleanup);

describe('subscriptions page', () => {
  it('shows the plans with monthly then yearly prices, the current plan and the trial', async () => {
    setup();
    const current = await screen.findByTestId('plan-ess');
    expect(within(current).getAllByText('Current plan').length).toBeGreaterThan(0);
    expect(within(current).getByText('30-day free trial')).toBeTruthy();
    expect(within(current).getByTestId('plan-price').textContent).toContain('43.80');
    expect(within(screen.getByTestId('plan-free')).getByText('Free')).toBeTruthy();
    expect(within(screen.getByTestId('plan-free')).getByText(/50 per month/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(within(screen.getByTestId('plan-ess')).getByTestId('plan-price').textContent).toContain('438.00');
    expect(screen.getByTestId('usage-USERS').textContent).toContain('1 of 2');
  });

  it('subscribes after confirmation and shows the answer', async () => {
    const call = setup();
    const plan = await screen.findByTestId('plan-free');
    fireEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    fireEvent.click(within(plan).getByRole('button', { name: 'Choose this plan' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/subscriptions/new', {
        method: 'POST',
        body: { offerId: 'free', subscriptionPeriod: 'YEARLY' },
        query: { lang: 'en' },
      }),
    );
    expect(await screen.findByText(/active until 22\/12\/2027/)).toBeTruthy();
  });

  it('offers no change to a user who is not the master administrator', async () => {
    setup(aUser({ admin: false, roles: ['linkeduser'] }));
    await screen.findByTestId('plan-ess');
    expect(screen.queryByRole('button', { name: 'Choose this plan' })).toBeNull();
    expect(screen.getByText(/Only the administrator/)).toBeTruthy();
  });
});
