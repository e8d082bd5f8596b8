// One real server and one Chromium per test file, started before and stopped after its tests.
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { startAppServer, type AppServer } from './app-server';

export function useAppAndBrowser(): { server: () => AppServer; browser: () => Browser } {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startAppServer();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  return { server: () => server!, browser: () => browser! };
}
