// How the gate shows a candidate without making it live: the page's registry (inline in
// index.html, and /remotes.json) names the candidate for its remote; the live version's preloads go.
import { candidateDocument, withCandidate } from './browser';

const candidate = { version: '1.0.1', entry: '/remotes/trade/1.0.1/remoteEntry.js', routes: [{ path: '/pages/home/twoBuy', auth: true }] };
const live = {
  market: { version: '1.0.0', entry: '/remotes/market/1.0.0/remoteEntry.js', routes: [] },
  trade: { version: '1.0.0', entry: '/remotes/trade/1.0.0/remoteEntry.js', routes: [{ path: '/pages/home/orderlist', auth: true }] },
};

it("replaces only this remote's entry in a registry; no registry at all becomes the candidate alone", () => {
  expect(withCandidate(live, 'trade', candidate)).toEqual({ market: live.market, trade: candidate });
  expect(withCandidate(null, 'trade', candidate)).toEqual({ trade: candidate });
});

it("rewrites index.html's inline registry and drops the live version's preloads", () => {
  const html =
    '<html><head><meta charset="utf-8">' +
    `<script type="application/json" id="remote-registry">${JSON.stringify(live)}</script>` +
    '<link rel="preload" as="script" href="/remotes/trade/1.0.0/remoteEntry.js">' +
    '<link rel="preload" as="script" href="/remotes/market/1.0.0/remoteEntry.js">' +
    '</head><body></body></html>';
  const out = candidateDocument(html, 'trade', candidate);
  const inline = JSON.parse(/id="remote-registry">(.*?)<\/script>/.exec(out)![1]);
  expect(inline).toEqual({ market: live.market, trade: candidate });
  expect(out).not.toContain('/remotes/trade/1.0.0/');
  expect(out).toContain('href="/remotes/market/1.0.0/remoteEntry.js"');
  // Nothing in the registry can close the script element.
  const hostile = candidateDocument(html, 'trade', { ...candidate, routes: [{ path: '</script><script>alert(1)</script>', auth: false }] });
  expect(hostile.match(/<\/script>/g)).toHaveLength(1);
});

it('adds the registry to a page that has none (nothing live yet)', () => {
  const out = candidateDocument('<html><head></head><body></body></html>', 'trade', candidate);
  expect(JSON.parse(/id="remote-registry">(.*?)<\/script>/.exec(out)![1])).toEqual({ trade: candidate });
});
