// One real server and one Chromium per test file, started before and stopped after its tests.
// Every page opened through the browser's contexts is watched for Content-Security-Policy
// violations: the server sends a strict CSP, and a violation fails the file.
import { after, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { startAppServer, type AppServer, type AppServerOptions } from './app-server';

/** The violations seen by the pages of this file's contexts (also read by tests that want to check sooner). */
export const cspViolations: string[] = [];

const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (e) => {
  console.error('CSP violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + location.pathname);
});`;

function watchPage(page: Page): void {
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('CSP violation:') || /Content Security Policy/.test(text)) cspViolations.push(text);
  });
}

async function watchCsp(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(REPORT_VIOLATIONS);
  context.on('page', watchPage);
  return context;
}

export function useAppAndBrowser(options: AppServerOptions = {}): { server: () => AppServer; browser: () => Browser } {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startAppServer(options);
    browser = await launchChromium();
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args) => watchCsp(await newContext(...args));
    const newPage = browser.newPage.bind(browser);
    browser.newPage = async (...args) => {
      const page = await newPage(...args);
      await watchCsp(page.context());
      watchPage(page);
      return page;
    };
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    if (cspViolations.length > 0) throw new Error(`Content-Security-Policy violations:\n${[...new Set(cspViolations)].join('\n')}`);
  });
  return { server: () => server!, browser: () => browser! };
}
