// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyUpdate } from '../../../domain/company/company.model';
import { aCompany, fakeDataProvider } from '../../../test/fixtures';
import { renderWithSession } from '../../../test/renderWithAdmin';
import { CompanySettingsButton } from './CompanySettingsButton';

afterEach(cleanup);

async function openDialog(updateCompany: (data: CompanyUpdate) => Promise<ReturnType<typeof aCompany>>) {
  const getCompanyInfo = vi.fn(async () => aCompany());
  renderWithSession(<CompanySettingsButton />, { dataProvider: fakeDataProvider({ getCompanyInfo, updateCompany }) });
  fireEvent.click(await screen.findByRole('button', { name: 'Company settings' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByDisplayValue('Acme');
  return { dialog, getCompanyInfo };
}

describe('company settings dialog', () => {
  it('opens with fresh values and the offer name read-only', async () => {
    const { dialog, getCompanyInfo } = await openDialog(async () => aCompany());
    expect(getCompanyInfo).toHaveBeenCalledTimes(2); // session load + fresh read on open
    expect((within(dialog).getByLabelText('Offer') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('FR123')).toBeTruthy();
  });

  it('flags an empty name inline and does not save', async () => {
    const updateCompany = vi.fn(async () => aCompany());
    const { dialog } = await openDialog(updateCompany);
    fireEvent.change(within(dialog).getByLabelText(/Company name/), { target: { value: '  ' } });
    expect(within(dialog).queryByText('This field is required.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(updateCompany).not.toHaveBeenCalled();
  });

  it('saves items joined by semicolons and closes', async () => {
    const updateCompany = vi.fn(async (_: CompanyUpdate) => aCompany({ name: 'Acme SA' }));
    const { dialog } = await openDialog(updateCompany);
    const items = within(dialog).getByRole('textbox', { name: 'Identifiers' });
    fireEvent.change(items, { target: { value: 'acme.fr' } });
    fireEvent.keyDown(items, { key: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updateCompany.mock.calls[0][0].items).toBe('FR123;acme.test;acme.fr');
  });

  it('shows the four-eyes payments setting with what it does, and saves it switched on', async () => {
    const updateCompany = vi.fn(async (_: CompanyUpdate) => aCompany({ paymentfoureyes: true }));
    const { dialog } = await openDialog(updateCompany);
    expect(within(dialog).getByText(/Who prepared a payment may not execute it/)).toBeTruthy();
    const toggle = within(dialog).getByRole('switch', { name: 'Four-eyes payments' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateCompany).toHaveBeenCalled());
    expect(updateCompany.mock.calls[0][0].paymentfoureyes).toBe(true);
  });

  it('stays open silently when the save fails', async () => {
    const updateCompany = vi.fn(async () => {
      throw new Error('boom');
    });
    const { dialog } = await openDialog(updateCompany);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateCompany).toHaveBeenCalled());
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('cancel closes and clears the fields', async () => {
    const { dialog } = await openDialog(async () => aCompany());
    fireEvent.change(within(dialog).getByLabelText(/Company name/), { target: { value: 'Changed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Company settings' }));
    expect(await screen.findByDisplayValue('Acme')).toBeTruthy();
  });
});
