import type { TestContext } from './app';
import { postMultipart } from './multipart';

/**
 * Imports a bank statement file (POST /bankstatements) as `token` and waits for its reconciliation job; answers the
 * statement and its first 50 lines as the API gives them. Throws when the import stores nothing new.
 */
export async function importReconciled(t: TestContext, token: string, bytes: Buffer, name: string) {
  const res = await postMultipart(t, token, '/bankstatements', {}, [{ name, bytes }]);
  if (res.statusCode !== 201) throw new Error(`import ${name}: ${res.statusCode} ${res.body}`);
  const get = (url: string) => t.call(token, { method: 'GET', url: `/paperdesk/api${url}` });
  const [st] = res.json().statements;
  for (let i = 0; i < 200; i++) {
    if ((await get(`/bankstatements/${st.id}`)).json().status === 'RECONCILED') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const lines = await get(`/bankstatements/${st.id}/lines?range=[0,49]`);
  if (lines.statusCode !== 200) throw new Error(`lines of ${name}: ${lines.statusCode} ${lines.body}`);
  return { statement: st, lines: lines.json() as Array<Record<string, any>> };
}
