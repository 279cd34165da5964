/**
 * The fake API of the page tests: answers by "METHOD /path" (query apart), recorded; the react-admin
 * list calls run the real data provider (ra-data-simple-rest) over it, and a page renders in
 * react-admin's context with a loaded session.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HttpError, memoryStore, reactRouterProvider, type I18nProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../providers/data';
import { API_URL, type ApiRequest, type httpClient } from '../providers/data/http';
import { createResourceDataProvider } from '../providers/data/resourceDataProvider';
import { resetReferenceData } from '../pages/shared/referenceData';
import { resetSession } from '../session/sessionLoad';
import type { CompanyInfo } from '../domain/company/company.model';
import { aCompany, aUser, fakeAuthProvider, fakeDataProvider } from './fixtures';
import { TestApp } from './renderWithAdmin';

const { Routes, Route } = reactRouterProvider;

/** Answers by "METHOD /path"; a function gets the request; an Error is thrown. */
export type FakeRoutes = Record<string, unknown | ((req: ApiRequest) => unknown)>;
export interface Recorded {
  key: string;
  req: ApiRequest;
}
/** A page of a list as the server answers it: the rows asked for and the total it counts. */
export interface PageAnswer {
  rows: unknown[];
  /** A number, or a lower bound (`10000+`) as a server that stopped counting gives it. */
  total: number | `${number}+`;
  start: number;
}

/** Pages `rows` as the server does, by the request's `range` (first 100 rows without one). */
export function pageOf(rows: unknown[], req: ApiRequest): PageAnswer {
  const [start, end] = req.query?.range ? (JSON.parse(String(req.query.range)) as [number, number]) : [0, 99];
  return { rows: rows.slice(start, end + 1), total: rows.length, start };
}
const isPage = (v: unknown): v is PageAnswer => typeof v === 'object' && v !== null && 'rows' in v && 'total' in v;

/** ra-data-simple-rest's HTTP client over the fake API: a list answers whole or as a page, its total in Content-Range. */
function fakeHttpClient(call: (path: string, req: ApiRequest) => Promise<unknown>): typeof httpClient {
  return async (url, options = {}) => {
    const parsed = new URL(url, 'http://test');
    const req: ApiRequest = {
      method: (options.method ?? 'GET') as ApiRequest['method'],
      query: Object.fromEntries(parsed.searchParams),
      body: typeof options.body === 'string' ? JSON.parse(options.body) : options.body,
    };
    let answer: unknown;
    try {
      answer = await call(parsed.pathname.slice(API_URL.length), req);
    } catch (err) {
      throw new HttpError((err as Error).message, 400, { message: (err as Error).message });
    }
    const list = Array.isArray(answer) ? answer : [];
    const page = isPage(answer) ? answer : { rows: list, total: list.length, start: 0 };
    const json = isPage(answer) ? answer.rows : answer;
    const range = page.rows.length
      ? `items ${page.start}-${page.start + page.rows.length - 1}/${page.total}`
      : `items */${page.total}`;
    return { status: 200, headers: new Headers({ 'content-range': range }), body: JSON.stringify(json), json };
  };
}

interface Options {
  /** The URL shown. */
  path: string;
  /** The route pattern the page is mounted on (params); none: the page renders whatever the URL. */
  route?: string;
  api?: FakeRoutes;
  /** Granted on top of View documents. */
  permissions?: string[];
  i18nProvider: I18nProvider;
  /** The active company's settings, over the fixture's. */
  company?: Partial<CompanyInfo>;
}

/** Renders a page in react-admin's context, a loaded session and the fake API; returns the calls made. */
export function renderWithFakeApi(
  ui: ReactNode,
  { path, route, api = {}, permissions = [], i18nProvider, company }: Options,
) {
  const calls: Recorded[] = [];
  const call = async (p: string, req: ApiRequest = {}) => {
    const key = `${req.method ?? 'GET'} ${p}`;
    calls.push({ key, req });
    if (!(key in api)) return [];
    const answer = api[key];
    const value = typeof answer === 'function' ? await (answer as (r: ApiRequest) => unknown)(req) : answer;
    if (value instanceof Error) throw value;
    return value;
  };
  const user = aUser({ permissions: ['VIEW_DOCUMENTS', ...permissions] });
  resetSession();
  resetReferenceData();
  const dataProvider = fakeDataProvider({
    ...createResourceDataProvider(fakeHttpClient(call)),
    getUserInfo: async () => user,
    getCompanyInfo: async () => aCompany(company),
    call: call as PaperdeskDataProvider['call'],
    callPage: (async (p: string, req?: ApiRequest) => {
      const answer = await call(p, req);
      const items = Array.isArray(answer) ? answer : [];
      return { items, total: items.length };
    }) as PaperdeskDataProvider['callPage'],
  });
  render(
    <TestApp
      path={path}
      dataProvider={dataProvider}
      authProvider={fakeAuthProvider(() => user)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      {route ? (
        <Routes>
          <Route path={route} element={ui} />
        </Routes>
      ) : (
        ui
      )}
    </TestApp>,
  );
  /** The queries of the calls made to one "METHOD /path". */
  const queries = (key: string) => calls.filter((c) => c.key === key).map((c) => c.req.query ?? {});
  return { calls, queries };
}
