import type { TestContext } from './app';

const API = '/paperdesk/api';

/** The document's record once its recognition has run (status no longer 0), polled every 100 ms for up to 20 s. */
export async function recognised(t: TestContext, token: string, id: string): Promise<any> {
  for (let i = 0; i < 200; i++) {
    const doc = (await t.call(token, { method: 'GET', url: `${API}/documents/${id}/record` })).json();
    if (doc.status !== 0) return doc;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('recognition did not finish');
}
