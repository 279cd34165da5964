import { describe, expect, it } from 'vitest';
import { labelColor, textOn } from './colors';

describe('label colours', () => {
  it('picks readable text', () => {
    expect(textOn('#ffffff')).toBe('#000000');
    expect(textOn('#ffeb3b')).toBe('#000000');
    expect(textOn('#1565c0')).toBe('#ffffff');
    expect(textOn('#000000')).toBe('#ffffff');
    expect(textOn('garbage')).toBe('#000000');
  });
  it('defaults to white', () => {
    expect(labelColor(undefined)).toBe('#ffffff');
    expect(labelColor('red')).toBe('#ffffff');
    expect(labelColor('#AA0000')).toBe('#AA0000');
  });
});
