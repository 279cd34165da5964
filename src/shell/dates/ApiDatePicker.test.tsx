// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { ApiDatePicker } from './ApiDatePicker';

afterEach(cleanup);

function renderPicker(value: string, locale: string) {
  const onChange = vi.fn();
  const view = render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ApiDatePicker label="Day" value={value} onChange={onChange} required />
    </AdminContext>,
  );
  return { onChange, input: () => view.container.querySelector('input')!, container: view.container };
}

describe('ApiDatePicker', () => {
  it("shows the API's yyyy-MM-dd day in the interface language's format, not the browser's", async () => {
    const fr = renderPicker('2020-03-15', 'fr');
    await waitFor(() => expect(fr.input().value).toBe('15/03/2020'));
    cleanup();
    const en = renderPicker('2020-03-15', 'en');
    await waitFor(() => expect(en.input().value).toBe('03/15/2020'));
  });

  it("looks like the form's other fields (the theme's TextField variant)", async () => {
    const { container } = renderPicker('2020-03-15', 'fr');
    await waitFor(() => expect(container.querySelector('.MuiPickersFilledInput-root')).toBeTruthy());
  });

  it('gives back the day picked in the calendar as yyyy-MM-dd', async () => {
    const { onChange } = renderPicker('2020-03-15', 'fr');
    fireEvent.click(await screen.findByRole('button', { name: /choisir la date/i }));
    fireEvent.click(await screen.findByRole('gridcell', { name: '20' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2020-03-20'));
  });
});

describe('ApiDatePicker typed into', () => {
  it("gives back the day typed (in the interface language's format) as yyyy-MM-dd", async () => {
    const onChange = vi.fn();
    const view = render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'fr' })}>
        <ApiDatePicker label="Day" value="" onChange={onChange} />
      </AdminContext>,
    );
    const input = () => view.container.querySelector('input')!;
    await waitFor(() => expect(input()).toBeTruthy());
    fireEvent.change(input(), { target: { value: '20/03/2020' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2020-03-20'));
  });

  // 31/02/2018 typed key by key is the browser test's (e2e/reviewEdits.spec.ts): a pasted impossible day is ignored
  it('says when what is typed is no day of 1900-2099 (year 0201) instead of giving it back as no day', async () => {
    const onChange = vi.fn();
    const onBadDay = vi.fn();
    const view = render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'fr' })}>
        <ApiDatePicker label="Day" value="" onChange={onChange} onBadDay={onBadDay} />
      </AdminContext>,
    );
    const input = () => view.container.querySelector('input')!;
    await waitFor(() => expect(input()).toBeTruthy());
    fireEvent.change(input(), { target: { value: '12/03/0201' } });
    await waitFor(() => expect(onBadDay).toHaveBeenLastCalledWith(true));
    expect(onChange).toHaveBeenLastCalledWith('');
    // what is typed stays on screen
    expect(input().value).toBe('12/03/0201');
    fireEvent.change(input(), { target: { value: '28/02/2018' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2018-02-28'));
    expect(onBadDay).toHaveBeenLastCalledWith(false);
  });

  it('opens the year view from the header: a block of 10 years, then the month view of the year picked', async () => {
    const current = new Date().getFullYear();
    const onChange = vi.fn();
    function Form() {
      const [value, setValue] = useState(`${current}-03-15`);
      return (
        <ApiDatePicker
          label="Day"
          value={value}
          onChange={(v) => {
            setValue(v);
            onChange(v);
          }}
        />
      );
    }
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
        <Form />
      </AdminContext>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /choose date/i }));
    fireEvent.click(await screen.findByRole('button', { name: `Year: ${current}` }));
    const years = within(screen.getByRole('group', { name: 'Year' })).getAllByRole('button');
    expect(years).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: String(Math.floor(current / 10) * 10) }));
    fireEvent.click(await screen.findByRole('radio', { name: 'July' }));
    fireEvent.click(await screen.findByRole('gridcell', { name: '4' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(`${Math.floor(current / 10) * 10}-07-04`));
  });
});
