// The release gate's render check, for real: the provider draws every page a candidate owns inside
// the live shell in Chromium (signed out and as its gate customer, in English and Chinese) before
// the candidate goes live. A trade build whose order form throws while it renders is refused,
// naming the page, the variants and the error, and nothing moves; the unchanged build passes, well
// under 60 s, and so does the remote with the most pages; published again against the same shell
// (after a rollback) it is not drawn again.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startAppServer, type AppServer } from '../lib/app-server';
import { buildFrom, liveVersions, releaseCommand } from '../lib/release';

let server: AppServer;
before(async () => {
  server = await startAppServer();
});
after(() => server?.stop());

const release = (...args: string[]) => releaseCommand(server, args, { RELEASE_ACTOR: 'gate test' });

/** The gate's time as the command printed it. */
function gateSeconds(out: string, remote: string, version: string): number {
  const m = new RegExp(`gate passed for ${remote} ${version.replace(/\./g, '\\.')} in ([\\d.]+) s`).exec(out);
  assert.ok(m, out);
  return Number(m[1]);
}

test('a build whose page throws while it renders is refused, naming the page, the variants and the error', async () => {
  const broken = buildFrom(server, 'trade', '1.0.0', '1.0.1', (script) =>
    script.replace('testId:"buy-page"', 'testId:(()=>{throw new Error("the order form is broken")})()'),
  );
  assert.equal(broken.changed, 1, 'the order form is in the trade build');
  const refused = release('publish', 'trade', '--dist', broken.dir);
  assert.equal(refused.code, 1, refused.out);
  // The order form is private: signed out, the shell sends the visitor to the open-account page
  // before it draws; signed in, it throws, with and without its sample query.
  for (const page of ['/pages/home/twoBuy', '/pages/home/twoBuy?code=AAPL&direction=bullish']) {
    const escaped = page.replace(/[?.]/g, '\\$&');
    assert.match(
      refused.out,
      new RegExp(`- page ${escaped} \\(signed in, en; signed in, zh-Hans\\): console error: Error: the order form is broken`),
    );
    assert.match(
      refused.out,
      new RegExp(`- page ${escaped} \\(signed in, en; signed in, zh-Hans\\): shows the shell's error screen \\(unavailable-trade\\)`),
    );
  }
  assert.doesNotMatch(refused.out, /signed out/);
  assert.doesNotMatch(refused.out, /orderlist/);
  assert.match(refused.out, /^release: refused: gate refused trade 1\.0\.1 in [\d.]+ s:/m);
  assert.equal((await liveVersions(server)).trade, '1.0.0');
});

test('the unchanged build passes in well under 60 s; published again against the same shell it is not drawn again', async () => {
  const build = buildFrom(server, 'trade', '1.0.0', '1.0.2');
  const published = release('publish', 'trade', '--dist', build.dir);
  assert.equal(published.code, 0, published.out);
  const seconds = gateSeconds(published.out, 'trade', '1.0.2');
  console.log(`gate of trade 1.0.2: ${seconds} s`);
  assert.ok(seconds < 60, `${seconds} s`);
  assert.match(published.out, /3 pages drawn inside the live shell in 4 variants \(12 renders, [\d.]+ s\)/);
  assert.equal((await liveVersions(server)).trade, '1.0.2');

  assert.equal(release('rollback', 'trade').code, 0);
  const again = release('publish', 'trade', '--dist', build.dir);
  assert.equal(again.code, 0, again.out);
  assert.match(again.out, /trade 1\.0\.2 is already uploaded \(the same build\): going on/);
  assert.match(
    again.out,
    /gate passed for trade 1\.0\.2 in [\d.]+ s; gate passed earlier against this shell \(build [0-9a-f]{16}, .*\): pages not drawn again/,
  );
  assert.ok(gateSeconds(again.out, 'trade', '1.0.2') < seconds, again.out);
});

test('the remote with the most pages passes in well under 60 s', async () => {
  const build = buildFrom(server, 'account', '1.0.0', '1.0.1');
  const published = release('publish', 'account', '--dist', build.dir);
  assert.equal(published.code, 0, published.out);
  const seconds = gateSeconds(published.out, 'account', '1.0.1');
  console.log(`gate of account 1.0.1: ${seconds} s`);
  assert.match(published.out, /18 pages drawn inside the live shell in 4 variants \(72 renders/);
  assert.ok(seconds < 60, `${seconds} s`);
});
