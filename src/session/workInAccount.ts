import { storeActiveAccount } from './scope';

/** Where the super administrator lands in an account they chose to work in. */
export const WORK_LANDING = '/documentmanagement/maindashboard';

/**
 * Chooses the account the super administrator works in (header `sauid` on every call; none: their own area) and
 * loads the app again there. The accounts list and the top bar's database button both choose through here.
 */
export function workInAccount(
  uuid: string | null,
  storage: Storage = localStorage,
  go: (url: string) => void = (u) => window.location.assign(u),
) {
  storeActiveAccount(uuid, storage);
  go(uuid ? WORK_LANDING : '/superadministrator/accounts');
}
