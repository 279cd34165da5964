// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, memoryStore, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { fakeAuthProvider, fakeDataProvider } from '../../test/fixtures';
import { LinkImageInput } from './LinkImageInput';

const URL = '/paperdesk/files/links/0123456789abcdef0123456789abcdef.png';

function renderInput(imageurl = '') {
  const call = vi.fn(async () => ({ url: URL }));
  render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={fakeDataProvider({ call: call as never })}
        authProvider={fakeAuthProvider()}
        i18nProvider={everyTextI18nProvider()}
        store={memoryStore()}
      >
        <Form record={{ imageurl }}>
          <LinkImageInput />
        </Form>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return call;
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Drop an image here, or click to choose one'), { target: { files: [file] } });

afterEach(cleanup);

describe('link image input', () => {
  it('uploads the chosen image as form field "file" and shows it', async () => {
    const call = renderInput();
    choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    const [path, req] = call.mock.calls[0] as unknown as [string, { method: string; body: FormData }];
    expect(path).toBe('/links/upload');
    expect(req.method).toBe('POST');
    expect((req.body.get('file') as File).name).toBe('logo.png');
    await waitFor(() => expect(screen.getByTestId('link-image-preview').getAttribute('src')).toBe(URL));
    expect((screen.getByPlaceholderText('https://…') as HTMLInputElement).value).toBe(URL);
  });

  it('refuses other files before sending them', async () => {
    const call = renderInput();
    choose(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(call).not.toHaveBeenCalled();
  });

  it('removes the image', async () => {
    renderInput('https://example.org/logo.png');
    expect(screen.getByTestId('link-image-preview').getAttribute('src')).toBe('https://example.org/logo.png');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the image' }));
    await waitFor(() => expect(screen.queryByTestId('link-image-preview')).toBeNull());
  });
});
