// Labels that must fit, and controls that must not move, in every interface language, in Chromium
// against the real server:
// 1. the Detail page's links (spot market, option chain, key figures) show their whole label at
//    390 and 320 px (no ellipsis, nothing cut), as 44 px targets;
// 2. the register form's "Send code" keeps its width, and the code field beside it its place,
//    when it turns into the countdown and while the seconds count down.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { paths } from '@app/shared/paths';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';
import { uniqueEmail } from '../lib/api';
import { settled } from '../lib/settle';

const app = useAppAndBrowser();
const LANGUAGES = ['en', 'zh-Hans', 'zh-Hant', 'ja'] as const;
const SMALL_PHONE = { width: 320, height: 640 } as const;

async function pageIn(lang: string, viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const context = await app.browser().newContext({ viewport, locale: 'en-US' });
  await context.addInitScript(`try { localStorage.setItem('uiLang', ${JSON.stringify(lang)}); } catch (e) {}`);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/** Each element's text and whether it is cut: wider or taller than its box, or ending in an ellipsis it draws. */
function cutLabels(labels: Locator) {
  return labels.evaluateAll((els) =>
    els.map((e) => {
      const style = getComputedStyle(e);
      return {
        text: e.textContent ?? '',
        cut: e.scrollWidth > e.clientWidth + 0.5 || e.scrollHeight > e.clientHeight + 0.5 || style.textOverflow === 'ellipsis',
        inside: (() => {
          const r = e.getBoundingClientRect();
          const p = (e.parentElement as HTMLElement).getBoundingClientRect();
          return r.left >= p.left - 0.5 && r.right <= p.right + 0.5;
        })(),
      };
    }),
  );
}

test('Detail: the spot market, option chain and key figures links show their whole label at 390 and 320 px in every language', async () => {
  for (const viewport of [PHONE, SMALL_PHONE]) {
    for (const lang of LANGUAGES) {
      const { page, errors } = await pageIn(lang, viewport);
      await page.goto(`${app.server().baseUrl}${paths.detail({ code: 'AAPL' })}`);
      const labels = page.locator('.detail-links__label');
      await labels.nth(2).waitFor({ timeout: 30_000 });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const found = await cutLabels(labels);
      assert.equal(found.length, 3);
      for (const label of found) {
        assert.ok(!label.cut && label.inside, `${lang} at ${viewport.width} px: "${label.text}" is cut`);
      }
      for (const box of await page.locator('.detail-links__item').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))) {
        assert.ok(box >= 44, `${lang} at ${viewport.width} px: a link is ${box} px tall`);
      }
      if (lang === 'ja') await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp'}/detail-links-ja-${viewport.width}.png` });
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  }
});

type Box = { x: number; width: number };
const boxOf = async (l: Locator): Promise<Box> => {
  const b = (await l.boundingBox())!;
  return { x: Math.round(b.x * 10) / 10, width: Math.round(b.width * 10) / 10 };
};

test('Register: "Send code" keeps its width and the code field its place as it turns into the countdown, in every language', async () => {
  for (const lang of LANGUAGES) {
    const { page, errors } = await pageIn(lang, PHONE);
    await page.goto(`${app.server().baseUrl}${paths.register()}`);
    const button = page.getByTestId('send-code');
    await button.waitFor();
    await settled(page);
    const account = page.locator('input[autocomplete="username"]');
    await account.click();
    await account.fill(uniqueEmail(`fit-${lang}`));
    const code = page.locator('input[autocomplete="one-time-code"]');
    /** Both faces in one cell: the same left edge, the cell as wide as the wider face. */
    const oneCell = () =>
      button.evaluate((b) => {
        const cell = b.querySelector('.auth__send-code-faces')!.getBoundingClientRect();
        const faces = [...b.querySelectorAll('.auth__send-code-faces > span')].map((f) => f.getBoundingClientRect());
        return (
          faces.length === 2 &&
          faces.every((f) => Math.abs(f.x + f.width / 2 - (cell.x + cell.width / 2)) < 0.5) &&
          Math.abs(cell.width - Math.max(...faces.map((f) => f.width))) < 0.5
        );
      });
    assert.ok(await oneCell(), `${lang}: "Send code" and the countdown share one cell`);
    // Widths are compared in English, where glyphs cannot arrive late: the Latin faces are on every
    // machine, while this one's CJK glyph files come per character range and may redraw the text at
    // any time. The English form is read once two readings half a second apart agree.
    const formBoxes = async () => ({ button: await boxOf(button), code: await boxOf(code) });
    let before: Awaited<ReturnType<typeof formBoxes>> | undefined;
    if (lang === 'en') {
      let last = JSON.stringify(await formBoxes());
      for (const deadline = Date.now() + 15_000; !before;) {
        assert.ok(Date.now() < deadline, `en: the form did not hold still for half a second within 15 s: ${last}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const now = await formBoxes();
        if (JSON.stringify(now) === last) before = now;
        else last = JSON.stringify(now);
      }
    }

    await button.click();
    // The countdown face is the one shown (the send itself only disables the button).
    await page.waitForFunction(
      () => !!document.querySelector('[data-testid="send-code"] .auth__send-code-faces > span:first-child.auth__send-code-off'),
    );
    assert.ok(await oneCell(), `${lang}: the countdown left its cell`);
    if (before) assert.deepEqual(await formBoxes(), before, `${lang}: the countdown moved the form`);
    if (lang === 'ja') await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp'}/register-countdown-ja.png` });

    // A second later the seconds have changed; nothing moves either.
    const first = await button.innerText();
    await page.waitForFunction((text) => (document.querySelector('[data-testid="send-code"]') as HTMLElement).innerText !== text, first);
    assert.ok(await oneCell(), `${lang}: a tick left the cell`);
    if (before) assert.deepEqual(await formBoxes(), before, `${lang}: a tick moved the form`);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});
