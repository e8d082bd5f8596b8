// The trade remote's pages are exactly the paths its routes.json owns, and each renders through
// the shell's lazy wrapper.
import { Suspense, lazy } from 'react';
import { screen } from '@testing-library/react';
import { expectPagesMatchManifest, renderWithProviders } from '@app/shared/testing';
import type { Transport } from '@app/shared';
import { pages } from './routes';
import routesJson from '../routes.json';

const never: Transport = () => new Promise(() => undefined);

it('has a page for every path it owns in routes.json', () => {
  expectPagesMatchManifest(pages, routesJson);
});

it.each(Object.keys(pages))('%s renders through the shell\'s lazy wrapper', async (path) => {
  const Page = lazy(async () => ({ default: pages[path] }));
  renderWithProviders(<Suspense fallback={<p>loading</p>}><Page /></Suspense>, { transport: never, route: `${path}?code=AAPL&direction=bullish`, preloadedSession: { token: 't', user: { uid: 1 } as never } });
  expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
});

it('starts each page\'s first requests as the module loads, the same ones the page then reads', async () => {
  const { createTestStore } = await import('@app/shared/testing');
  const { prefetch } = await import('./routes');
  const sent: Array<{ path: string; body?: unknown }> = [];
  const recording: Transport = async (args) => { sent.push({ path: args.path, body: args.body }); return { data: null }; };
  const { store } = createTestStore({ transport: recording, preloadedSession: { token: 't', user: { uid: 1 } as never } });
  prefetch['/pages/home/orderlist']({ search: new URLSearchParams('tab=historical'), dispatch: store.dispatch });
  prefetch['/pages/home/twoBuy']({ search: new URLSearchParams('code=AAPL&direction=bullish'), dispatch: store.dispatch });
  await new Promise((r) => setTimeout(r, 0));
  expect(sent).toEqual(expect.arrayContaining([
    { path: 'lever/myLeverRecord', body: { status: 'historical', pageSize: 20, page: 1 } },
    { path: 'user/userWallet', body: {} },
    { path: 'lever/buyInfo', body: { code: 'AAPL' } },
  ]));
});
