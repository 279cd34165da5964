// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form, ReferenceInput, testDataProvider, type GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOCOMPLETE_DELAY_MS,
  AUTOCOMPLETE_LIST_MAX_HEIGHT,
  AUTOCOMPLETE_MIN_LENGTH,
  AutocompleteInput,
  autocompleteFilterToQuery,
  autocompleteQuery,
  useAutocompleteQuery,
} from './autocomplete';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const SUPPLIERS = [
  { id: 's1', name: 'EDF' },
  { id: 's2', name: 'Orange' },
  { id: 's3', name: 'Engie' },
];

describe('autocomplete rules (spec §5, §9)', () => {
  it('are 300 ms, 1 character, 200 px', () => {
    expect([AUTOCOMPLETE_DELAY_MS, AUTOCOMPLETE_MIN_LENGTH, AUTOCOMPLETE_LIST_MAX_HEIGHT]).toEqual([300, 1, 200]);
  });

  it('search the trimmed text; blanks alone never search', () => {
    expect(autocompleteQuery(' ed ')).toBe('ed');
    expect(autocompleteQuery('e')).toBe('e');
    expect(autocompleteQuery('   ')).toBe('');
    expect(autocompleteFilterToQuery(' \t ')).toEqual({});
    expect(autocompleteFilterToQuery(' edf')).toEqual({ q: 'edf' });
  });

  it('settle 300 ms after the last keystroke', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ typed }) => useAutocompleteQuery(typed), {
      initialProps: { typed: '' },
    });
    expect(result.current).toEqual({ query: '', active: false, settling: false });
    rerender({ typed: 'e' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ typed: 'ed' });
    act(() => {
      vi.advanceTimersByTime(AUTOCOMPLETE_DELAY_MS - 1);
    });
    expect(result.current).toEqual({ query: '', active: true, settling: true });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toEqual({ query: 'ed', active: true, settling: false });
    rerender({ typed: '  ' });
    expect(result.current).toEqual({ query: '', active: false, settling: false });
  });
});

describe('configuration form pickers (react-admin AutocompleteInput)', () => {
  function renderPicker() {
    const getList = vi.fn(async (_resource: string, params: GetListParams) => {
      const q = String(params.filter?.q ?? '').toLowerCase();
      const data = SUPPLIERS.filter((s) => s.name.toLowerCase().includes(q));
      return { data, total: data.length };
    });
    const dataProvider = testDataProvider({
      getList: getList as never,
      getMany: (async () => ({ data: [] })) as never,
    });
    render(
      <AdminContext dataProvider={dataProvider}>
        <Form defaultValues={{ supplier: null }}>
          <ReferenceInput source="supplier" reference="suppliers">
            <AutocompleteInput optionText="name" label="Supplier" />
          </ReferenceInput>
        </Form>
      </AdminContext>,
    );
    return getList;
  }
  const queries = (getList: ReturnType<typeof renderPicker>) => getList.mock.calls.map((c) => c[1].filter);

  it('search after 300 ms, never for blanks, list 200 px high, unmatched text cleared on leaving', async () => {
    const getList = renderPicker();
    const input = (await screen.findByRole('combobox', { name: 'Supplier' })) as HTMLInputElement;
    await waitFor(() => expect(getList).toHaveBeenCalled());
    const before = getList.mock.calls.length;
    fireEvent.focus(input);
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '   ' } });
    await act(() => new Promise((r) => setTimeout(r, AUTOCOMPLETE_DELAY_MS + 150)));
    expect(
      queries(getList)
        .slice(before)
        .some((f) => 'q' in (f ?? {})),
    ).toBe(false);

    const typedAt = Date.now();
    fireEvent.change(input, { target: { value: 'or' } });
    await waitFor(() => expect(queries(getList).some((f) => f?.q === 'or')).toBe(true));
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(AUTOCOMPLETE_DELAY_MS - 20);
    const listbox = await screen.findByRole('listbox');
    expect(listbox.style.maxHeight).toBe(`${AUTOCOMPLETE_LIST_MAX_HEIGHT}px`);
    expect(within(listbox).getByRole('option', { name: 'Orange' })).toBeTruthy();

    fireEvent.change(input, { target: { value: 'zzz' } });
    fireEvent.blur(input);
    await waitFor(() => expect(input.value).toBe(''));
  });
});

describe('one place for the rules', () => {
  const read = async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const files: Array<[string, string]> = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, e.name);
        if (e.isDirectory()) walk(path);
        else if (/\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name)) files.push([path, readFileSync(path, 'utf8')]);
      }
    };
    walk('src');
    return files;
  };

  it("every react-admin autocomplete comes from src/resources/views/autocomplete, every MUI one uses the rules' list", async () => {
    const files = await read();
    const raDirect = files
      .filter(([, text]) => /import\s*{[^}]*\bAutocomplete(Array)?Input\b[^}]*}\s*from\s*'react-admin'/.test(text))
      .map(([p]) => p);
    expect(raDirect.filter((p) => !p.endsWith('views/autocomplete.tsx'))).toEqual([]);
    const mui = files.filter(([, text]) =>
      /import\s*{[^}]*\bAutocomplete\b[^}]*}\s*from\s*'@mui\/material'/.test(text),
    );
    expect(mui.length).toBeGreaterThan(0);
    expect(mui.filter(([p, text]) => !text.includes('autocompleteListbox')).map(([p]) => p)).toEqual([]);
  });
});
