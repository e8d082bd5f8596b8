// Rough edges a first visitor would otherwise hit, in Chromium against the real server:
// 1. the chart tools fit a 390 px screen with 44 px targets (strip, choice sheets, indicators sheet
//    with Add in view), and on a 1280 or 1920 px screen grow with the app's column; 2. on desktop, arrows and the wheel reach the last country tab and exchange
//    chip; 3. one colour per direction: bids wear Buy's colour, Mine's setting flips both, and the
//    depth chart carries no drawing toolbar; 4. the always-open demo clock says "Demo session".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';
import { registerUser, sessionInitScript } from '../lib/api';
import { paths } from '@app/shared/paths';

const app = useAppAndBrowser();
const DESKTOP_WIDE = { width: 1920, height: 1080 } as const;
const MIN_TARGET = 44;

async function loggedInPage(
  tag: string,
  viewport: { width: number; height: number },
  lang = 'en',
): Promise<{ page: Page; errors: string[] }> {
  const session = await registerUser(app.server().baseUrl, tag);
  const context = await app.browser().newContext({ viewport, locale: 'en-US' });
  await context.addInitScript(sessionInitScript(session));
  await context.addInitScript(`try { localStorage.setItem('uiLang', ${JSON.stringify(lang)}); } catch (e) {}`);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

type Box = { x: number; y: number; width: number; height: number };

/** Boxes of the visible elements a locator matches (pointer-events: none ones are not targets). */
async function targetBoxes(locator: Locator): Promise<Array<Box & { name: string }>> {
  return locator.evaluateAll((els) =>
    els
      .filter((e) => (e as HTMLElement).offsetParent !== null && getComputedStyle(e).pointerEvents !== 'none')
      .map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height, name: e.getAttribute('title') ?? e.textContent ?? '' };
      }),
  );
}

function assertTargetsFit(boxes: Array<Box & { name: string }>, viewport: { width: number; height: number }, what: string) {
  assert.ok(boxes.length > 0, `${what}: some targets`);
  for (const b of boxes) {
    assert.ok(b.width >= MIN_TARGET && b.height >= MIN_TARGET, `${what} "${b.name}" is ${b.width}×${b.height}, under ${MIN_TARGET} px`);
    assert.ok(
      b.x >= 0 && b.x + b.width <= viewport.width + 0.5,
      `${what} "${b.name}" leaves the ${viewport.width} px screen (x ${b.x}, w ${b.width})`,
    );
    assert.ok(b.y >= 0 && b.y + b.height <= viewport.height + 0.5, `${what} "${b.name}" is below the fold (y ${b.y})`);
  }
}

test('chart tools fit a 390 px screen: 44 px targets, choices and indicators in sheets with Add in view', async () => {
  const { page, errors } = await loggedInPage('edges-tools', PHONE);
  await page.goto(`${app.server().baseUrl}${paths.detail({ code: 'AAPL' })}`);
  await page.locator('[data-testid="kline-chart"][data-preview="true"]').waitFor({ timeout: 30_000 });
  // Before first use: our own strip, the same eight tools, over the candles' preview.
  const stub = await targetBoxes(page.locator('.kline-tools__btn'));
  assert.equal(stub.length, 8);
  assertTargetsFit(stub, PHONE, 'tool');
  // The phone's strip is exactly as designed: 44 × 44 px buttons.
  assert.deepEqual([...new Set(stub.map((b) => `${b.width}×${b.height}`))], ['44×44']);

  // First use loads the tools and opens the indicators sheet.
  await page.locator('.kline-tools__btn').first().click();
  await page.locator('.highcharts-stocktools-toolbar').waitFor({ timeout: 30_000 });
  const popup = page.locator('.kline-chart .highcharts-popup').first();
  await popup.waitFor({ state: 'visible' });
  const tools = await targetBoxes(page.locator('.highcharts-stocktools-toolbar > li > button'));
  assert.equal(tools.length, 8, 'eight tools, the submenu arrows are no separate targets');
  assertTargetsFit(tools, PHONE, 'tool');
  assertTargetsFit(await targetBoxes(popup.locator('.highcharts-popup-rhs-col > button')), PHONE, 'Add');
  assertTargetsFit(await targetBoxes(popup.locator('.highcharts-popup-close')), PHONE, 'close');
  // Indicator names are whole words on rows of 44 px (Highcharts' CSS breaks them anywhere).
  const rows = popup.locator('button.highcharts-indicator-list-item');
  assert.ok((await rows.count()) > 10);
  const row = await rows.first().evaluate((e) => ({ h: e.getBoundingClientRect().height, wordBreak: getComputedStyle(e).wordBreak }));
  assert.ok(row.h >= MIN_TARGET, `indicator row ${row.h} px`);
  assert.notEqual(row.wordBreak, 'break-all');
  await popup.locator('.highcharts-popup-close').click();
  await popup.waitFor({ state: 'hidden' });

  // A tool with choices opens them from its whole button, as a sheet of 44 px tiles.
  const chartType = page.locator('.highcharts-stocktools-toolbar > li').last();
  await chartType.locator('> .highcharts-menu-item-btn').click();
  const sheet = chartType.locator('.highcharts-submenu-wrapper');
  await sheet.waitFor({ state: 'visible' });
  assertTargetsFit(await targetBoxes(sheet.locator('li > button')), PHONE, 'chart type');
  await sheet.locator('li > button[title="Line"]').click();
  await sheet.waitFor({ state: 'hidden' });
  assert.deepEqual(errors, []);
});

for (const screen of [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const) {
  test(`chart tools use a ${screen.width}×${screen.height} screen: the strip, its sheets and their text grow with the app's column`, async () => {
    const { page, errors } = await loggedInPage(`edges-tools-${screen.width}`, screen);
    await page.goto(`${app.server().baseUrl}${paths.detail({ code: 'AAPL' })}`);
    await page.locator('[data-testid="kline-chart"][data-preview="true"]').waitFor({ timeout: 30_000 });
    const column = (await page.locator('.kline-chart').boundingBox())!;
    // A phone pixel here: the column is 20rem, a 390 px phone's rem is 19.5 px.
    const unit = (await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))) / 19.5;
    assert.ok(unit > 1.5, `a desktop rem is larger than a phone's (unit ${unit})`);
    const inColumn = (boxes: Box[], what: string) => {
      for (const b of boxes)
        assert.ok(b.x >= column.x - 0.5 && b.x + b.width <= column.x + column.width + 0.5, `${what} leaves the column`);
    };

    const stub = await targetBoxes(page.locator('.kline-tools__btn'));
    assert.equal(stub.length, 8);
    for (const b of stub) assert.ok(Math.abs(b.width - 44 * unit) < 1 && Math.abs(b.height - 44 * unit) < 1, `tool ${b.width}×${b.height}`);
    inColumn(stub, 'a tool');

    await page.locator('.kline-tools__btn').first().click();
    await page.locator('.highcharts-stocktools-toolbar').waitFor({ timeout: 30_000 });
    const tools = await targetBoxes(page.locator('.highcharts-stocktools-toolbar > li > button'));
    assert.equal(tools.length, 8);
    for (const b of tools) assert.ok(Math.abs(b.width - 44 * unit) < 1, `real tool ${b.width} px wide`);
    inColumn(tools, 'a real tool');
    // The plot starts below the strip (the chart keeps the strip's height free).
    const plotTop = await page
      .locator('.kline-chart .highcharts-plot-background')
      .first()
      .evaluate((e) => e.getBoundingClientRect().top);
    assert.ok(plotTop >= tools[0].y + tools[0].height, 'the plot starts below the tools');

    // The indicators sheet: as wide as the column, its rows, text and Add button grown alike.
    const popup = page.locator('.kline-chart .highcharts-popup').first();
    await popup.waitFor({ state: 'visible' });
    const sheet = (await popup.boundingBox())!;
    assert.ok(Math.abs(sheet.width - column.width) < 1, `sheet ${sheet.width} px in a ${column.width} px column`);
    const row = await popup
      .locator('button.highcharts-indicator-list-item')
      .first()
      .evaluate((e) => ({ h: e.getBoundingClientRect().height, font: parseFloat(getComputedStyle(e).fontSize) }));
    assert.ok(row.h >= 44 * unit - 1, `indicator row ${row.h} px`);
    assert.ok(row.font >= 13.3 * unit - 0.5, `indicator text ${row.font} px`);
    const add = (await targetBoxes(popup.locator('.highcharts-popup-rhs-col > button')))[0];
    assert.ok(add.height >= 44 * unit - 1 && add.y + add.height <= screen.height + 0.5, `Add ${add.height} px at y ${add.y}`);
    await popup.locator('.highcharts-popup-close').click();
    await popup.waitFor({ state: 'hidden' });

    // A tool's choices: tiles grown alike, inside the column and the screen.
    const chartType = page.locator('.highcharts-stocktools-toolbar > li').last();
    await chartType.locator('> .highcharts-menu-item-btn').click();
    const choices = chartType.locator('.highcharts-submenu-wrapper');
    await choices.waitFor({ state: 'visible' });
    const tiles = await targetBoxes(choices.locator('li > button'));
    for (const b of tiles) assert.ok(b.height >= 64 * unit - 1 && b.y + b.height <= screen.height + 0.5, `tile ${b.height} px at y ${b.y}`);
    inColumn(tiles, 'a tile');
    await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp'}/chart-tools-${screen.width}.png` });
    await choices.locator('li > button[title="Line"]').click();
    await choices.waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

/**
 * Resolves when a scroller has stopped: its `scrollend`, or (a click that scrolled nothing) ten
 * frames in a row without movement. Counted in frames, so a slow machine waits longer, not less.
 */
function scrollStopped(scroller: Locator): Promise<void> {
  // (No named function inside: the test runner's transform would name it with a helper the page lacks.)
  return scroller.evaluate(async (el) => {
    let last = el.scrollLeft;
    let still = 0;
    let ended = false;
    el.addEventListener(
      'scrollend',
      () => {
        ended = true;
      },
      { once: true },
    );
    while (!ended && still < 10) {
      await new Promise((r) => requestAnimationFrame(r));
      still = el.scrollLeft === last ? still + 1 : 0;
      last = el.scrollLeft;
    }
  });
}

/** Resolves when the scroller's scrollLeft passes the test (checked each frame; fails after 5 s). */
function scrolledTo(scroller: Locator, what: string, past: { below?: number; above?: number }): Promise<void> {
  return scroller.evaluate(
    async (el, { what: message, below, above }) => {
      const until = performance.now() + 5000;
      while (!((below === undefined || el.scrollLeft < below) && (above === undefined || el.scrollLeft > above))) {
        if (performance.now() > until) throw new Error(`${message}: scrollLeft stays ${el.scrollLeft}`);
        await new Promise((r) => requestAnimationFrame(r));
      }
    },
    { what, ...past },
  );
}

/**
 * Resolves when the strip's forward arrow shows exactly when more lies ahead (ScrollStrip's own
 * rule): its state follows the scroll event, which may land frames after the scroll stopped, and a
 * click on an arrow that is about to hide would wait for it in vain.
 */
function arrowsAgree(scroller: Locator, testId: string): Promise<void> {
  return scroller.evaluate(async (el, id) => {
    const on = document.querySelector(`[data-testid="${id}-on"]`) as HTMLElement | null;
    const until = performance.now() + 5000;
    while (on && on.hidden === el.scrollLeft + el.clientWidth < el.scrollWidth - 1) {
      if (performance.now() > until) throw new Error(`${id}: the forward arrow does not follow the scroll position`);
      await new Promise((r) => requestAnimationFrame(r));
    }
  }, testId);
}

/** Clicks a strip's forward arrow until it hides (at most `max` times). */
async function scrollToEnd(page: Page, testId: string, scroller: Locator, max = 12): Promise<number> {
  const on = page.getByTestId(`${testId}-on`);
  let clicks = 0;
  await arrowsAgree(scroller, testId);
  while ((await on.isVisible()) && clicks < max) {
    const stopped = scrollStopped(scroller);
    await on.click();
    clicks += 1;
    await stopped; // smooth scrolling
    await arrowsAgree(scroller, testId);
  }
  return clicks;
}

async function fullyInside(item: Locator, strip: Locator): Promise<boolean> {
  const a = (await item.boundingBox())!;
  const b = (await strip.boundingBox())!;
  return a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5;
}

test('desktop: arrows and the wheel reach the last country tab and the last exchange chip', async () => {
  const { page, errors } = await loggedInPage('edges-strips', DESKTOP_WIDE);
  await page.goto(`${app.server().baseUrl}${paths.market()}`);
  await page.locator('[data-testid="market-list"] .quote-row').first().waitFor({ timeout: 30_000 });
  await page.locator('.market-chip[data-exchange="TSE"]').waitFor();

  // Exchange chips: the forward arrow is named, and clicking it brings the last chip into view.
  const chips = page.getByTestId('exchange-chips').locator('.market-exchanges');
  const lastChip = page.locator('.market-chip[data-exchange="TSE"]');
  assert.equal(await fullyInside(lastChip, chips), false, 'the last exchange starts out of view');
  assert.match((await page.getByTestId('exchange-chips-on').getAttribute('aria-label'))!, /Exchanges/);
  assert.ok((await scrollToEnd(page, 'exchange-chips', chips)) >= 1);
  assert.ok(await fullyInside(lastChip, chips), 'the last exchange is in view');
  await page.getByTestId('exchange-chips-back').waitFor();
  await lastChip.click();
  await page.waitForURL(/exchange=TSE/);

  // The back arrow is keyboard operable: Enter on it scrolls the row back.
  const before = await chips.evaluate((e) => e.scrollLeft);
  await page.getByTestId('exchange-chips-back').focus();
  await page.keyboard.press('Enter');
  await scrolledTo(chips, 'Enter on the back arrow scrolls back', { below: before });

  // Country tabs: the wheel scrolls them sideways; the arrows reach "Japan".
  const tabs = page.getByTestId('country-tabs').locator('.market-tabs');
  const japan = page.locator('.market-tabs__tab[data-country="JP"]');
  await tabs.evaluate((e) => {
    e.scrollLeft = 0;
  });
  const box = (await tabs.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 200);
  await scrolledTo(tabs, 'a wheel turn scrolls the tabs', { above: 0 });
  await scrollStopped(tabs);
  await scrollToEnd(page, 'country-tabs', tabs);
  assert.ok(await fullyInside(japan, tabs), 'Japan is in view');
  await japan.click();
  await page.waitForURL(/country=JP/);
  assert.deepEqual(errors, []);
});

const colorOf = (l: Locator, prop: 'color' | 'backgroundColor') => l.evaluate((e, p) => getComputedStyle(e)[p as 'color'], prop);

test("one colour per direction: bids wear Buy's colour, Mine's setting flips both, the depth chart has no drawing toolbar", async () => {
  const { page, errors } = await loggedInPage('edges-colours', PHONE);
  const base = app.server().baseUrl;
  // Load the stock tools on the detail page first, then open the spot page inside the app.
  await page.goto(`${base}${paths.detail({ code: 'AAPL' })}`);
  await page.locator('[data-testid="kline-chart"][data-preview="true"]').waitFor({ timeout: 30_000 });
  await page.locator('.kline-tools__btn').first().click();
  await page.locator('.highcharts-stocktools-toolbar').waitFor({ timeout: 30_000 });
  await page.locator('.kline-chart .highcharts-popup-close').first().click();
  await page
    .locator(`a[href*="${paths.spot({ code: 'AAPL' })}"]`)
    .first()
    .click();
  const bid = page.locator('.depth-table__bid').first();
  await bid.waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="depth-chart"] .highcharts-root').waitFor({ timeout: 30_000 });
  assert.equal(
    await page.locator('[data-testid="depth-chart"] .highcharts-stocktools-toolbar').count(),
    0,
    'no drawing toolbar on the depth chart',
  );

  const red = await colorOf(bid, 'color');
  assert.equal(red, 'rgb(200, 40, 43)', 'red up by default: bids are red');
  assert.equal(await colorOf(page.getByTestId('buy'), 'backgroundColor'), red, 'Buy and bids share a colour');
  assert.equal(
    await colorOf(page.locator('.depth-table__ask').first(), 'color'),
    await colorOf(page.getByTestId('sell'), 'backgroundColor'),
  );
  assert.match(await page.getByTestId('buy').innerText(), /▲/, 'colour is not the only sign');

  // Mine → Price colours → green up.
  await page.goto(`${base}${paths.mine()}`);
  await page.getByTestId('updown-item').click();
  await page.getByTestId('updown-green-up').click();
  await page.waitForFunction(() => document.documentElement.dataset.updown === 'green-up');
  assert.equal(await page.evaluate(() => localStorage.getItem('upDownColors')), 'green-up');
  assert.match(await page.getByTestId('updown-current').innerText(), /Green up/);

  // Back on the spot page (a fresh load: stored per device) bids and Buy are green.
  await page.goto(`${base}${paths.spot({ code: 'AAPL' })}`);
  await bid.waitFor({ timeout: 30_000 });
  const green = await colorOf(bid, 'color');
  assert.equal(green, 'rgb(11, 122, 58)');
  assert.equal(await colorOf(page.getByTestId('buy'), 'backgroundColor'), green);
  assert.deepEqual(errors, []);
});

test('the always-open demo clock says "Demo session", not "Trading", in the list and on the detail page', async () => {
  for (const [lang, label] of [
    ['en', 'Demo session'],
    ['ja', 'デモ取引'],
  ] as const) {
    const { page, errors } = await loggedInPage(`edges-demo-${lang}`, PHONE, lang);
    await page.goto(`${app.server().baseUrl}${paths.market()}`);
    await page.getByTestId('exchange-state').first().waitFor({ timeout: 30_000 });
    const states = await page.getByTestId('exchange-state').allInnerTexts();
    assert.ok(states.length >= 6 && states.every((s) => s === label), `${lang}: ${states.join(', ')}`);
    await page.goto(`${app.server().baseUrl}${paths.detail({ code: 'AAPL' })}`);
    assert.equal(await page.getByTestId('market-state').innerText(), label);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});
