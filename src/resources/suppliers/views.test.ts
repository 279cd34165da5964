import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n';
import { resourceTexts } from '../../catalogue/allLanguages';
import { documentLabelModel } from '../../domain/documentLabels/documentLabel.model';
import { sourceLabelModel } from '../../domain/sourceLabels/sourceLabel.model';
import {
  DUE_DATE_VALUES,
  EMBED_MODES,
  OCR_ALGORITHMS,
  PAYMENT_DATE_VALUES,
  VISIBILITY_VALUES,
} from '../../domain/suppliers/constants';
import { nestErrors } from '../../domain/suppliers/formUtils';
import { IDENTIFIER_TYPES, identifierErrorKey, type IdentifierProblem } from '../../domain/suppliers/identifiers';
import { supplierModel } from '../../domain/suppliers/supplier.model';

const supplierMessages = resourceTexts(supplierModel.name);

const LOCALES = ['en', 'fr', 'de', 'ru', 'cn'] as const;

describe('form helpers', () => {
  it('nests flat error paths so array rows and tabs find them', () => {
    expect(
      nestErrors({
        name: 'error.required',
        'identifiers.1.value': 'error.siret',
        'configurations.0.documentgroupuuid': 'error.reference',
      }),
    ).toEqual({
      name: 'error.required',
      identifiers: [undefined, { value: 'error.siret' }],
      configurations: [{ documentgroupuuid: 'error.reference' }],
    });
  });
});

describe('translations of the sources area', () => {
  const keysOf = (o: object) => Object.keys(o).sort();

  it.each([
    ['suppliers', supplierMessages],
    ['source labels', resourceTexts(sourceLabelModel.name)],
    ['document labels', resourceTexts(documentLabelModel.name)],
  ])('%s: every language has every label, none left empty', (_, messages) => {
    for (const l of LOCALES) {
      expect(keysOf(messages[l].fields), l).toEqual(keysOf(messages.en.fields));
      expect(
        Object.values(messages[l].fields).every((v) => v.trim() !== ''),
        l,
      ).toBe(true);
      expect(messages[l].name).toContain(' |||| ');
      for (const [field, values] of Object.entries(messages.en.choices ?? {}))
        expect(keysOf(messages[l].choices![field]), `${l} ${field}`).toEqual(keysOf(values));
    }
  });

  it('labels every editable supplier field and every choice value', () => {
    for (const field of Object.keys(supplierModel.schema.shape))
      expect(supplierMessages.en.fields, field).toHaveProperty(field);
    const choices = supplierMessages.en.choices!;
    expect(keysOf(choices.visible)).toEqual(VISIBILITY_VALUES.map(String));
    expect(keysOf(choices.duedateenum)).toEqual(DUE_DATE_VALUES.map(String));
    expect(keysOf(choices.paymentdateenum)).toEqual(PAYMENT_DATE_VALUES.map(String));
    expect(keysOf(choices.ocralgorithm)).toEqual([...OCR_ALGORITHMS].sort());
    expect(keysOf(choices.embedmode)).toEqual([...EMBED_MODES].sort());
    expect(keysOf(choices.identifiertype)).toEqual([...IDENTIFIER_TYPES].sort());
  });

  it('translates no supplier label or choice into English by mistake', () => {
    const en = supplierMessages.en;
    for (const l of LOCALES.filter((x) => x !== 'en')) {
      const same = Object.entries(supplierMessages[l].fields).filter(
        ([k, v]) => v === en.fields[k] && !['name', 'description'].includes(k),
      );
      expect(same, l).toEqual([]);
    }
  });

  it('has a message for every error the sources area produces, in every language', () => {
    const problems: IdentifierProblem[] = ['required', 'format', 'length', 'checksum', 'country'];
    const keys = new Set(
      IDENTIFIER_TYPES.flatMap((t) => problems.map((p) => identifierErrorKey(t, p).replace(/^error\./, ''))),
    );
    for (const k of [
      'identifiertype',
      'identifiertoolong',
      'identifierduplicate',
      'identifiertaken',
      'phone',
      'xdays',
      'xdaysrequired',
      'pagenumbers',
      'placeholder',
      'duplicategroup',
      'branch',
      'choice',
      'duplicatename',
      'email',
    ])
      keys.add(k);
    // The texts live in the client's one table of refusals (src/i18n/errors.messages.<lang>.ts); key parity is checked over everything
    // by src/catalogue/parity.test.ts.
    const errorsIn = (l: (typeof LOCALES)[number]) => MESSAGES[l].error as Record<string, string>;
    for (const l of LOCALES) {
      for (const k of keys) expect(errorsIn(l), `${l} ${k}`).toHaveProperty(k);
      if (l !== 'en')
        expect(
          [...keys].filter((k) => errorsIn(l)[k] === errorsIn('en')[k]),
          l,
        ).toEqual([]);
    }
  });
});
