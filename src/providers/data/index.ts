import type { DataProvider } from 'react-admin';
import type { CompanyInfo, CompanyUpdate } from '../../domain/company/company.model';
import type { UserInfo } from '../../domain/users/user.model';
import { apiFetch } from './http';
import { resourceDataProvider } from './resourceDataProvider';

export interface PaperdeskDataProvider extends DataProvider {
  getUserInfo(): Promise<UserInfo>;
  getCompanyInfo(): Promise<CompanyInfo>;
  updateCompany(data: CompanyUpdate): Promise<CompanyInfo>;
  /** Any other call of the API, for custom pages. */
  call<T = unknown>(path: string, req?: Parameters<typeof apiFetch>[1]): Promise<T>;
  /** A server-paged list: one page of items and the total the server counts (Content-Range). */
  callPage<T = unknown>(path: string, req?: Parameters<typeof apiFetch>[1]): Promise<{ items: T[]; total: number }>;
}

export const dataProvider: PaperdeskDataProvider = {
  ...resourceDataProvider,
  getUserInfo: async () => (await apiFetch<UserInfo>('/users/userInfo')).json,
  getCompanyInfo: async () => (await apiFetch<CompanyInfo>('/companies/companyInfo')).json,
  updateCompany: async (data) => (await apiFetch<CompanyInfo>('/companies', { method: 'PUT', body: data })).json,
  call: async (path, req) => (await apiFetch(path, req)).json as any,
  callPage: async (path, req) => {
    const { json, total } = await apiFetch<any[]>(path, req);
    return { items: json ?? [], total: total ?? json?.length ?? 0 };
  },
};
