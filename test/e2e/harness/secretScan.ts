// "Nothing secret in the clear" (issue 4): records everything the page sends (request URLs and bodies, WebSocket
// frames) and logs, then scans them with IndexedDB, localStorage and sessionStorage for a phrase or a private key.
import { expect, type Page } from '@playwright/test';

export type SecretRecorder = { sent: string[] };

/** Starts recording before the app loads: every request URL and body, every WebSocket frame sent, every log line. */
export function recordOutgoing(page: Page): SecretRecorder {
  const recorder: SecretRecorder = { sent: [] };
  page.on('request', (request) => {
    recorder.sent.push(request.url());
    const body = request.postData();
    if (body) recorder.sent.push(body);
  });
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => recorder.sent.push(String(frame.payload)));
  });
  page.on('console', (message) => recorder.sent.push(message.text()));
  return recorder;
}

/** Everything the page keeps: every IndexedDB database's every store, localStorage and sessionStorage. */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const replacer = (_: string, value: unknown) =>
      typeof value === 'bigint'
        ? value.toString()
        : value instanceof ArrayBuffer || ArrayBuffer.isView(value)
          ? Array.from(new Uint8Array(value instanceof ArrayBuffer ? value : value.buffer))
          : value;
    const parts: string[] = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        const keys = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAllKeys();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        parts.push(`${info.name}/${store}:${JSON.stringify(keys, replacer)}${JSON.stringify(rows, replacer)}`);
      }
      db.close();
    }
    return parts.join('\n');
  });
}

/**
 * Fails when a secret (a phrase, a private key with or without 0x) appears in storage or in anything sent. Also checks
 * that storage was actually read (the app's database is there), so the scan cannot pass by seeing nothing.
 */
export async function expectNoSecretsLeaked(page: Page, recorder: SecretRecorder, secrets: string[]): Promise<void> {
  const stored = await storedText(page);
  expect(stored, 'the app database was scanned').toContain('sluice/');
  const needles = secrets.flatMap((secret) => {
    const lower = secret.toLowerCase();
    return lower.startsWith('0x') ? [lower, lower.slice(2)] : [lower];
  });
  const haystacks = { storage: stored.toLowerCase(), sent: recorder.sent.join('\n').toLowerCase() };
  for (const [where, text] of Object.entries(haystacks))
    for (const needle of needles) expect(text.includes(needle), `a secret found in ${where}`).toBe(false);
}
