// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARCHIVED_SOURCE, GENERIC_SOURCE, SOURCE, sourceRoutes } from '../documents/testing/fixtures';
import { renderDocumentsPage, type Recorded } from '../documents/testing/renderDocumentsPage';
import { SOURCE_LIST_MAX_HEIGHT, SourceAutocomplete } from './SourceAutocomplete';
import type { SourceOption } from './useChosenSources';
import { SOURCE_SEARCH_DELAY_MS } from './useSourceSearch';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function OnePicker({ initial, onChange }: { initial: string | null; onChange: (s: SourceOption | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <SourceAutocomplete
      label="Document source"
      value={value}
      onChange={(s) => {
        onChange(s);
        setValue(s?.uuid ?? null);
      }}
    />
  );
}
function ManyPicker({ initial, onChange }: { initial: string[]; onChange: (ids: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <SourceAutocomplete
      multiple
      label="Document sources"
      value={value}
      onChange={(ids) => {
        onChange(ids);
        setValue(ids);
      }}
    />
  );
}

const searches = (calls: Recorded[]) =>
  calls.filter((c) => c.key === 'GET /suppliers' && 'range' in (c.req.query ?? {}));
const filterOf = (c: Recorded) => JSON.parse(String(c.req.query?.filter));
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('source autocomplete', () => {
  it('shows the current source read by id, archived or not, without loading the list', async () => {
    const { calls } = renderDocumentsPage(<OnePicker initial={ARCHIVED_SOURCE.uuid} onChange={() => undefined} />, {
      path: '/',
      api: sourceRoutes(),
    });
    const input = await screen.findByRole('combobox', { name: 'Document source' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('EDF Ancien'));
    expect(calls.some((c) => c.key === `GET /suppliers/${ARCHIVED_SOURCE.uuid}`)).toBe(true);
    expect(calls.filter((c) => c.key === 'GET /suppliers')).toEqual([]);
  });

  it('searches the server once typing pauses: filter q, offered visibilities, first 20 by name', async () => {
    const onChange = vi.fn();
    const { calls } = renderDocumentsPage(<OnePicker initial={null} onChange={onChange} />, {
      path: '/',
      api: sourceRoutes(),
    });
    const input = await screen.findByRole('combobox', { name: 'Document source' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'e' } });
    fireEvent.change(input, { target: { value: 'ed' } });
    fireEvent.change(input, { target: { value: 'edf ' } });
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: 'EDF' })).toBeTruthy();
    expect(searches(calls)).toHaveLength(1);
    const [search] = searches(calls);
    expect(filterOf(search)).toEqual({ q: 'edf', visible: [0, 1] });
    expect(JSON.parse(String(search.req.query?.range))).toEqual([0, 19]);
    expect(JSON.parse(String(search.req.query?.sort))).toEqual(['name', 'ASC']);
    expect(within(listbox).queryByRole('option', { name: /EDF Ancien/ })).toBeNull();
    expect(listbox.style.maxHeight).toBe(`${SOURCE_LIST_MAX_HEIGHT}px`);
    fireEvent.click(within(listbox).getByRole('option', { name: 'EDF' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ uuid: SOURCE.uuid, name: 'EDF', divers: false }));
    expect((input as HTMLInputElement).value).toBe('EDF');
  });

  it('does not search blanks, and says what to type', async () => {
    const { calls } = renderDocumentsPage(<OnePicker initial={null} onChange={() => undefined} />, {
      path: '/',
      api: sourceRoutes(),
    });
    const input = await screen.findByRole('combobox', { name: 'Document source' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '   ' } });
    await pause(SOURCE_SEARCH_DELAY_MS + 200);
    expect(searches(calls)).toEqual([]);
    expect(screen.getByText('Type a name to search')).toBeTruthy();
  });

  it('says when nothing matches, and clears unmatched text on leaving', async () => {
    const onChange = vi.fn();
    const { calls } = renderDocumentsPage(<OnePicker initial={null} onChange={onChange} />, {
      path: '/',
      api: sourceRoutes(),
    });
    const input = (await screen.findByRole('combobox', { name: 'Document source' })) as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(await screen.findByText('No source matches')).toBeTruthy();
    expect(searches(calls).map(filterOf)).toEqual([{ q: 'zzz', visible: [0, 1] }]);
    fireEvent.blur(input);
    await waitFor(() => expect(input.value).toBe(''));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses several: the chosen ones read by id, a match added, the text kept to add more', async () => {
    const onChange = vi.fn();
    const { calls } = renderDocumentsPage(<ManyPicker initial={[ARCHIVED_SOURCE.uuid]} onChange={onChange} />, {
      path: '/',
      api: sourceRoutes(),
    });
    expect(await screen.findByText('EDF Ancien')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'GET /suppliers').map(filterOf)).toEqual([{ id: [ARCHIVED_SOURCE.uuid] }]);
    const input = screen.getByRole('combobox', { name: 'Document sources' }) as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'd' } });
    const listbox = await screen.findByRole('listbox');
    fireEvent.click(await within(listbox).findByRole('option', { name: 'Divers' }));
    expect(onChange).toHaveBeenLastCalledWith([ARCHIVED_SOURCE.uuid, GENERIC_SOURCE.uuid]);
    expect(input.value).toBe('d');
    fireEvent.click(within(listbox).getByRole('option', { name: 'EDF' }));
    expect(onChange).toHaveBeenLastCalledWith([ARCHIVED_SOURCE.uuid, GENERIC_SOURCE.uuid, SOURCE.uuid]);
    expect(within(listbox).getByRole('option', { name: 'EDF' }).getAttribute('aria-selected')).toBe('true');
  });
});
