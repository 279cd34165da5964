import { describe, expect, it } from 'vitest';
import { generateTemporaryPassword, hashPassword, verifyPassword } from './passwords';

describe('hashPassword / verifyPassword', () => {
  it('produces scrypt$N$r$p$salt$hash and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    const [, n, r, p] = hash.split('$').map(Number);
    expect(n).toBeGreaterThanOrEqual(16384);
    expect(r).toBe(8);
    expect(p).toBe(1);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('never matches a malformed or hostile hash', async () => {
    const good = await hashPassword('x');
    const parts = good.split('$');
    for (const bad of [
      '',
      'plain',
      'bcrypt$1$2$3$4$5',
      parts.slice(0, 5).join('$'),
      ['scrypt', '1048577', ...parts.slice(2)].join('$'), // N too large
      ['scrypt', '1000', ...parts.slice(2)].join('$'), // N not a power of two
      [...parts.slice(0, 5), ''].join('$'),
    ]) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });

  it('handles unicode passwords consistently', async () => {
    const hash = await hashPassword('Пароль-密码-é');
    expect(await verifyPassword('Пароль-密码-é', hash)).toBe(true);
    expect(await verifyPassword('Пароль-密码-e', hash)).toBe(false);
  });
});

describe('generateTemporaryPassword', () => {
  it('is readable, at least 12 characters, mixed, and random', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const pw = generateTemporaryPassword();
      expect(pw.length).toBeGreaterThanOrEqual(12);
      expect(pw).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
      expect(pw).not.toMatch(/[0O1lI]/);
      expect(pw).toMatch(/[A-Z]/);
      expect(pw).toMatch(/[a-z]/);
      expect(pw).toMatch(/[2-9]/);
      seen.add(pw);
    }
    expect(seen.size).toBe(200);
  });
});
