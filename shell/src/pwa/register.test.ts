import { SW_OPT_IN_KEY, followManifestLanguage, manifestUrl, wantsServiceWorker } from './register';
import { liveRemoteFiles } from './sw-shared';

describe('the installable app, page side', () => {
  it('links the manifest of the interface language', () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.en.webmanifest">';
    const listeners: Array<() => void> = [];
    const i18n = {
      language: 'ja',
      on: (_event: string, fn: () => void) => {
        listeners.push(fn);
      },
    };
    followManifestLanguage(i18n as never);
    expect(document.querySelector('link[rel="manifest"]')!.getAttribute('href')).toBe('/manifest.ja.webmanifest');
    i18n.language = 'zh-Hant';
    listeners.forEach((fn) => fn());
    expect(document.querySelector('link[rel="manifest"]')!.getAttribute('href')).toBe('/manifest.zh-Hant.webmanifest');
    expect(manifestUrl('xx')).toBe('/manifest.en.webmanifest');
  });

  it('adds the manifest link when the page has none (index.html leaves it to the settled page)', () => {
    document.head.innerHTML = '';
    followManifestLanguage({ language: 'zh-Hans', on: () => undefined } as never);
    const links = document.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('/manifest.zh-Hans.webmanifest');
  });

  it('registers the worker in a browser, and under automation only when opted in', () => {
    const withSw = (webdriver: boolean) => ({ serviceWorker: {}, webdriver }) as unknown as Navigator;
    expect(wantsServiceWorker(withSw(false), null)).toBe(true);
    expect(wantsServiceWorker(withSw(true), { getItem: () => null })).toBe(false);
    expect(wantsServiceWorker(withSw(true), { getItem: (k) => (k === SW_OPT_IN_KEY ? 'on' : null) })).toBe(true);
    expect(wantsServiceWorker({ webdriver: false } as unknown as Navigator, null)).toBe(false);
  });

  it('reads the live remote folders from the registry, same-origin versioned paths only', () => {
    expect(
      liveRemoteFiles({
        market: { entry: '/remotes/market/1.2.0/remoteEntry.js' },
        trade: { entry: 'https://evil.example/remotes/trade/1.0.0/remoteEntry.js' },
        ipo: { entry: '/remotes/ipo/../x/remoteEntry.js' },
        wallet: null,
      }).folders,
    ).toEqual(['/remotes/market/1.2.0/']);
  });
});
