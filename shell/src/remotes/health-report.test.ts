// The shell's failure reports (what a running canary is weighed by): one per distinct failure per
// page load, at most MAX_REPORTS, anonymous (no message, no query, nothing the visitor typed), and
// sent same-origin by sendBeacon, or by fetch with keepalive when the beacon is refused.
import { RELEASE_HEALTH_PATH } from '@app/shared/routes';

const versions: Record<string, string> = { market: '1.0.0', trade: '1.0.1' };
jest.mock('./federation', () => ({ remoteVersion: (domain: string) => versions[domain] }));

/** A fresh module per test: its memory of what this page load sent starts empty. */
function freshReporter(): typeof import('./health-report') {
  let mod: typeof import('./health-report') | undefined;
  jest.isolateModules(() => {
    mod = require('./health-report');
  });
  return mod!;
}

it('sends the remote, its version, the route pattern, the kind and the error class, and nothing else', () => {
  const { reportRemoteFailure, loadFailure } = freshReporter();
  const send = jest.fn();
  const secret = new TypeError('Cannot read properties of undefined (reading "balance") for alice@example.com 13800001234');
  reportRemoteFailure('trade', '/pages/home/twoBuy', secret, send);
  reportRemoteFailure('market', '/pages/home/listdetail', loadFailure(new Error('Loading chunk page-detail failed: /x?code=AAPL')), send);
  expect(send.mock.calls.map(([body]) => JSON.parse(body))).toEqual([
    { remote: 'trade', version: '1.0.1', route: '/pages/home/twoBuy', kind: 'render', errorClass: 'TypeError' },
    { remote: 'market', version: '1.0.0', route: '/pages/home/listdetail', kind: 'load', errorClass: 'Error' },
  ]);
  for (const [body] of send.mock.calls) expect(body).not.toMatch(/alice|13800001234|balance|AAPL|code=|chunk/i);
});

it('an error class that is not a plain identifier is sent as Error; a thrown non-error too', () => {
  const { reportRemoteFailure, loadFailure } = freshReporter();
  const send = jest.fn();
  const odd = Object.assign(new Error('x'), { name: 'Bad name <script>' });
  reportRemoteFailure('trade', '/pages/a', odd, send);
  reportRemoteFailure('trade', '/pages/b', 'a string was thrown', send);
  reportRemoteFailure('trade', '/pages/c', loadFailure('offline'), send);
  expect(send.mock.calls.map(([body]) => [JSON.parse(body).errorClass, JSON.parse(body).kind])).toEqual([
    ['Error', 'render'],
    ['Error', 'render'],
    ['Error', 'load'],
  ]);
});

it('sends each distinct failure once per page load, and at most MAX_REPORTS in all', () => {
  const { reportRemoteFailure, MAX_REPORTS } = freshReporter();
  const send = jest.fn();
  for (let i = 0; i < 3; i++) reportRemoteFailure('trade', '/pages/home/twoBuy', new TypeError('again'), send);
  expect(send).toHaveBeenCalledTimes(1);
  for (let i = 0; i < 20; i++) reportRemoteFailure('trade', `/pages/p${i}`, new RangeError('x'), send);
  expect(send).toHaveBeenCalledTimes(MAX_REPORTS);
});

it('reports nothing for a remote this page has no version of', () => {
  const { reportRemoteFailure } = freshReporter();
  const send = jest.fn();
  reportRemoteFailure('wallet', '/pages/mine/wallet', new Error('x'), send);
  expect(send).not.toHaveBeenCalled();
});

it('never throws into the page, whatever the sending does', () => {
  const { reportRemoteFailure } = freshReporter();
  expect(() =>
    reportRemoteFailure('trade', '/pages/a', new Error('x'), () => {
      throw new Error('no network');
    }),
  ).not.toThrow();
});

describe('sending', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    global.fetch = realFetch;
  });

  it('is a beacon to the same origin', () => {
    const { reportRemoteFailure } = freshReporter();
    const sendBeacon = jest.fn(() => true);
    Object.assign(navigator, { sendBeacon });
    global.fetch = jest.fn();
    reportRemoteFailure('trade', '/pages/a', new Error('x'));
    expect(sendBeacon).toHaveBeenCalledWith(RELEASE_HEALTH_PATH, expect.stringContaining('"remote":"trade"'));
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive when the beacon is refused or missing', () => {
    const { reportRemoteFailure } = freshReporter();
    Object.assign(navigator, { sendBeacon: jest.fn(() => false) });
    global.fetch = jest.fn(() => Promise.reject(new Error('offline')));
    reportRemoteFailure('trade', '/pages/a', new Error('x'));
    expect(global.fetch).toHaveBeenCalledWith(
      RELEASE_HEALTH_PATH,
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin' }),
    );
  });
});
