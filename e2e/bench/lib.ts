// Helpers of the benchmark scripts: the real server on a copy of the release, Chromium, a user.
import { launchChromium } from '../lib/browser';
import { startAppServer, type AppServer } from '../lib/app-server';
import { registerUser, sessionInitScript } from '../lib/api';
import type { Browser } from 'playwright-core';

export async function withAppAndBrowser<T>(run: (ctx: { server: AppServer; browser: Browser }) => Promise<T>): Promise<T> {
  const server = await startAppServer();
  const browser = await launchChromium();
  try {
    return await run({ server, browser });
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function sessionScript(baseUrl: string, tag: string): Promise<string> {
  return sessionInitScript(await registerUser(baseUrl, tag));
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Prints an aligned table. */
export function table(rows: Array<Record<string, string | number>>): void {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(width[i]) : c.padStart(width[i]))).join('  ');
  console.log(line(cols));
  for (const r of rows) console.log(line(cols.map((c) => String(r[c]))));
}
