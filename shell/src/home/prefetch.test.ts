// Home's data at boot: the banner list index.html carries is used as it is (React's first render
// shows the banner the server painted, without asking for it), and asked for when it is absent.
import { INLINE_DATA_IDS } from '@app/shared';
import type { ApiRequest, Banner, Transport } from '@app/shared';
import { createAppStore } from '../store/create-store';
import { shellApi } from '../store/shell-api';
import { prefetchHome, readInlineBanners } from './prefetch';

const EN: Banner[] = [{ id: 1, title: 'Trade four markets', image: '/static/banners/1.svg', link: '/pages/market/list' }];
const ZH: Banner[] = [{ id: 1, title: '交易四大市场', image: '/static/banners/1.svg', link: '/pages/market/list' }];

function page(json: string) {
  const doc = document.implementation.createHTMLDocument('index');
  doc.body.innerHTML = `<script type="application/json" id="${INLINE_DATA_IDS.home}">${json}</script>`;
  return doc;
}

function setup() {
  const paths: string[] = [];
  const transport: Transport = async (args: ApiRequest) => {
    paths.push(args.path);
    return { data: args.path === 'websitebanner/queryBannerList' ? EN : [] };
  };
  const store = createAppStore({ transport, storage: window.localStorage, now: Date.now });
  return { store, paths };
}

describe('readInlineBanners', () => {
  it('takes the list of the interface language', () => {
    const doc = page(JSON.stringify({ banners: { en: EN, 'zh-Hans': ZH } }));
    expect(readInlineBanners(doc, 'en')).toEqual(EN);
    expect(readInlineBanners(doc, 'zh-Hans')).toEqual(ZH);
  });

  it('is null when absent, not JSON, or not a list of banners', () => {
    expect(readInlineBanners(document.implementation.createHTMLDocument('x'), 'en')).toBeNull();
    expect(readInlineBanners(page('{"banners":'), 'en')).toBeNull();
    expect(readInlineBanners(page(JSON.stringify({ banners: { en: [{ id: '1', image: 3 }] } })), 'en')).toBeNull();
    expect(readInlineBanners(page(JSON.stringify({ other: 1 })), 'en')).toBeNull();
  });
});

describe('prefetchHome', () => {
  it('puts the inline banners in the cache without asking the server for them', async () => {
    const { store, paths } = setup();
    prefetchHome(store.dispatch, '/', EN);
    // At once, not a task later: React's first render reads it.
    expect(shellApi.endpoints.shellBannerList.select()(store.getState()).data).toEqual(EN);
    const result = await store.dispatch(shellApi.endpoints.shellBannerList.initiate());
    expect(result.data).toEqual(EN);
    expect(paths).not.toContain('websitebanner/queryBannerList');
    expect(paths).toEqual(expect.arrayContaining(['navigationBar/queryNavigationBarList']));
  });

  it('asks for the banners when the page carries none', async () => {
    const { store, paths } = setup();
    prefetchHome(store.dispatch, '/pages/home/index', null);
    await new Promise((r) => setTimeout(r, 0));
    expect(paths).toContain('websitebanner/queryBannerList');
  });

  it('does nothing off Home', async () => {
    const { store, paths } = setup();
    prefetchHome(store.dispatch, '/pages/market/list', EN);
    await new Promise((r) => setTimeout(r, 0));
    expect(paths).toEqual([]);
    expect(shellApi.endpoints.shellBannerList.select()(store.getState()).data).toBeUndefined();
  });
});
