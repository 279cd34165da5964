import { describe, expect, it } from 'vitest';
import {
  decodeStoredMode,
  encodeMode,
  ensureAvailable,
  MODE_DEFAULT_ROUTES,
  modeLanding,
  modeOfPath,
  orderModes,
  parseLastUrls,
  rememberUrl,
  resolveInitialMode,
  showModeSwitch,
  type Mode,
} from './modes';

const all: Mode[] = ['DOCUMENTS', 'EMAILS', 'CONFIGURATIONS', 'SUPER_ADMIN'];

describe('stored mode', () => {
  it('is stored base64-encoded and read back', () => {
    expect(encodeMode('EMAILS')).toBe('RU1BSUxT');
    for (const m of all) expect(decodeStoredMode(encodeMode(m))).toBe(m);
  });
  it('falls back to Documents when the stored value is invalid', () => {
    expect(decodeStoredMode('not base64 !!')).toBe('DOCUMENTS');
    expect(decodeStoredMode(btoa('MARKETING'))).toBe('DOCUMENTS');
    expect(decodeStoredMode('EMAILS')).toBe('DOCUMENTS'); // stored without encoding
    expect(decodeStoredMode('')).toBe('DOCUMENTS');
  });
  it('is null when nothing is stored', () => {
    expect(decodeStoredMode(null)).toBeNull();
  });
});

describe('initial mode', () => {
  it('uses the stored mode when it is available', () => {
    expect(resolveInitialMode({ stored: encodeMode('EMAILS'), superAdmin: false, available: all })).toEqual({
      mode: 'EMAILS',
      sendToRoot: false,
    });
  });
  it('sends the user to the root when no mode is stored', () => {
    expect(resolveInitialMode({ stored: null, superAdmin: false, available: all })).toEqual({
      mode: 'DOCUMENTS',
      sendToRoot: true,
    });
  });
  it('starts a super admin in SUPER_ADMIN whatever is stored', () => {
    expect(resolveInitialMode({ stored: encodeMode('EMAILS'), superAdmin: true, available: all }).mode).toBe(
      'SUPER_ADMIN',
    );
    expect(resolveInitialMode({ stored: null, superAdmin: true, available: all })).toEqual({
      mode: 'SUPER_ADMIN',
      sendToRoot: false,
    });
  });
  it('uses the first available mode when the wanted one is unavailable', () => {
    expect(
      resolveInitialMode({ stored: encodeMode('EMAILS'), superAdmin: false, available: ['CONFIGURATIONS'] }).mode,
    ).toBe('CONFIGURATIONS');
    expect(resolveInitialMode({ stored: null, superAdmin: true, available: ['DOCUMENTS'] }).mode).toBe('DOCUMENTS');
    expect(ensureAvailable('EMAILS', [])).toBe('DOCUMENTS');
  });
});

describe('mode switch', () => {
  it('appears only with more than one mode', () => {
    expect(showModeSwitch(['DOCUMENTS'])).toBe(false);
    expect(showModeSwitch(['DOCUMENTS', 'EMAILS'])).toBe(true);
  });
  it('orders modes canonically', () => {
    expect(orderModes(['SUPER_ADMIN', 'EMAILS', 'DOCUMENTS'])).toEqual(['DOCUMENTS', 'EMAILS', 'SUPER_ADMIN']);
  });
});

describe('last URL of each mode', () => {
  it('is remembered, except the root and sign-in routes', () => {
    let urls = rememberUrl({}, 'EMAILS', '/mails/contact?page=2');
    urls = rememberUrl(urls, 'EMAILS', '/');
    urls = rememberUrl(urls, 'DOCUMENTS', '/auth-callback?code=1');
    expect(urls).toEqual({ EMAILS: '/mails/contact?page=2' });
  });
  it('survives storage as JSON and ignores garbage', () => {
    expect(parseLastUrls(JSON.stringify({ EMAILS: '/mails/sent', FOO: '/x', DOCUMENTS: 3 }))).toEqual({
      EMAILS: '/mails/sent',
    });
    expect(parseLastUrls('{broken')).toEqual({});
    expect(parseLastUrls(null)).toEqual({});
  });
  it('is where a mode returns to', () => {
    const routes = ['/mails/sent', '/mails/contact'];
    expect(modeLanding('EMAILS', { EMAILS: '/mails/contact/12' }, routes)).toBe('/mails/contact/12');
  });
  it('falls back to the default route, then to the first page, then to the main dashboard', () => {
    expect(modeLanding('EMAILS', {}, ['/mails/contact', '/mails/sent'])).toBe(MODE_DEFAULT_ROUTES.EMAILS);
    expect(modeLanding('EMAILS', { EMAILS: '/gone' }, ['/mails/contact'])).toBe('/mails/contact');
    expect(modeLanding('SUPER_ADMIN', {}, [])).toBe('/documentmanagement/maindashboard');
  });
});

describe('mode of a path', () => {
  const routes = [
    { mode: 'DOCUMENTS' as Mode, route: '/documents' },
    { mode: 'CONFIGURATIONS' as Mode, route: '/documents/keywords' },
  ];
  it('is the mode of the longest matching route', () => {
    expect(modeOfPath('/documents/keywords/3/edit', routes)).toBe('CONFIGURATIONS');
    expect(modeOfPath('/documents/x/saved', routes)).toBe('DOCUMENTS');
    expect(modeOfPath('/documentsx', routes)).toBeNull();
  });
});
