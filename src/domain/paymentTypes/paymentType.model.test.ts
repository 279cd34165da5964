import { describe, expect, it } from 'vitest';
import { choiceDefaults } from '../defineResource';
import { originTypeModel } from '../originTypes/originType.model';
import { paymentTypeModel, transferableKind, typeForTransfer } from './paymentType.model';

const types = [
  { uuid: 'cheque', kind: 'CHEQUE' },
  { uuid: 'other', kind: 'OTHER' },
  { uuid: 'transfer', kind: 'TRANSFER' },
];

describe('payment kinds', () => {
  it('let a transfer, an unspecified kind or no type go in a bank transfer file, nothing paid otherwise', () => {
    expect(['TRANSFER', 'OTHER', null, undefined].map(transferableKind)).toEqual([true, true, true, true]);
    expect(['DIRECT_DEBIT', 'CARD', 'CHEQUE', 'CASH'].map(transferableKind)).toEqual([false, false, false, false]);
  });

  it('give a bank transfer file the first transfer type in place of a cheque, and keep a transferable one', () => {
    expect(typeForTransfer(types, 'cheque')).toBe('transfer');
    expect(typeForTransfer(types, 'other')).toBe('other');
    expect(typeForTransfer(types, '')).toBe('');
    expect(typeForTransfer(types.slice(0, 2), 'cheque')).toBe('');
  });

  it('is OTHER unless told, and one of the list', () => {
    expect(paymentTypeModel.schema.parse({ name: 'Autre' }).kind).toBe('OTHER');
    expect(paymentTypeModel.schema.safeParse({ name: 'X', kind: 'GOLD' }).success).toBe(false);
  });
});

describe('a new payment type', () => {
  it('starts as OTHER in its form, like every choice field with a default', () => {
    expect(choiceDefaults(paymentTypeModel)).toEqual({ kind: 'OTHER' });
    expect(choiceDefaults(originTypeModel)).toEqual({ type: 'OTHER' });
  });
});
