import type { DataProvider } from 'react-admin';
import type { CompanyInfo, CompanyUpdate } from '../resources/company/model';
import type { UserInfo } from '../resources/users/model';
import { apiFetch } from './http';
import { resourceDataProvider } from './resourceDataProvider';

export interface PaperdeskDataProvider extends DataProvider {
  getUserInfo(): Promise<UserInfo>;
  getCompanyInfo(): Promise<CompanyInfo>;
  updateCompany(data: CompanyUpdate): Promise<CompanyInfo>;
  /** Any other call of the API, for custom pages. */
  call<T = unknown>(path: string, req?: Parameters<typeof apiFetch>[1]): Promise<T>;
}

export const dataProvider: PaperdeskDataProvider = {
  ...resourceDataProvider,
  getUserInfo: async () => (await apiFetch<UserInfo>('/users/userInfo')).json,
  getCompanyInfo: async () => (await apiFetch<CompanyInfo>('/companies/companyInfo')).json,
  updateCompany: async (data) => (await apiFetch<CompanyInfo>('/companies', { method: 'PUT', body: data })).json,
  call: async (path, req) => (await apiFetch(path, req)).json as any,
};
