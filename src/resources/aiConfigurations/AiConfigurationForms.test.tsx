// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInResource } from '../../test/renderWithAdmin';
import { validateWith } from '../../domain/defineResource';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { AiConfigurationInputs } from './AiConfigurationForms';
import { AI_DEFAULTS, aiConfigurationModel } from '../../domain/aiConfigurations/aiConfiguration.model';

function renderForm(
  record: Record<string, unknown> = { name: 'X', ...AI_DEFAULTS, usedefaultprompt: true, defaultprompt: '' },
) {
  renderInResource(
    aiConfigurationModel.name,
    <Form record={record} validate={validateWith(aiConfigurationModel.schema)} mode="onChange">
      <AiConfigurationInputs />
    </Form>,
    { i18n: everyTextI18nProvider() },
  );
}

afterEach(cleanup);

describe('AI configuration form', () => {
  it("disables the prompt while the company's default prompt applies, with a hint", async () => {
    renderForm();
    const prompt = screen.getByRole('textbox', { name: 'Prompt' }) as HTMLTextAreaElement;
    expect(prompt.disabled).toBe(true);
    expect(screen.getByText(/company's default document prompt applies/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Use the company's default prompt"));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Prompt' }) as HTMLTextAreaElement).disabled).toBe(false),
    );
  });

  it('shows each bounded setting as a slider with its bounds', () => {
    renderForm();
    const temperature = screen.getByRole('slider', { name: 'Temperature' });
    expect([
      temperature.getAttribute('min'),
      temperature.getAttribute('max'),
      temperature.getAttribute('value'),
    ]).toEqual(['0', '2', '0.7']);
    expect(screen.getByRole('slider', { name: 'Top P' }).getAttribute('max')).toBe('1');
    expect(screen.getByRole('slider', { name: 'Frequency penalty' }).getAttribute('min')).toBe('-2');
    expect(screen.getAllByText('From -2 to 2')).toHaveLength(2);
  });

  it('explains a value out of bounds under the field', async () => {
    renderForm();
    const box = screen.getAllByRole('spinbutton')[0];
    fireEvent.change(box, { target: { value: '3' } });
    fireEvent.blur(box);
    expect(await screen.findByText('Enter a value between 0 and 2.')).toBeTruthy();
  });
});
