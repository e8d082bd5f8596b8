// The route module as the shell uses it: every page is a component the shell can render inside
// its own lazy wrapper and Suspense (a React.lazy object there would be an invalid element type).
import { Suspense, lazy } from 'react';
import { screen } from '@testing-library/react';
import { createTestStore, renderWithProviders } from '@app/shared/testing';
import { routeDataKey } from '@app/shared/transport';
import type { ApiRequest, Transport } from '@app/shared';
import { pages, prefetch } from './routes';
import routesJson from '../routes.json';

const never: Transport = () => new Promise(() => undefined);

describe('market routes', () => {
  it('has a page for every path it owns in routes.json', () => {
    expect(Object.keys(pages).sort()).toEqual(routesJson.map((r) => r.path).sort());
  });

  it('declares, for the server to answer in index.html, exactly the first requests of the Market tab', async () => {
    const sent: ApiRequest[] = [];
    const recording: Transport = async (args) => { sent.push(args); return { data: { list: [], total: 0 } }; };
    const { store } = createTestStore({ transport: recording });
    prefetch['/pages/market/list']({ search: new URLSearchParams(''), dispatch: store.dispatch });
    await new Promise((r) => setTimeout(r, 0));
    const asSent = sent.map((r) => routeDataKey(r.path, { ...(r.body ?? {}), lang: 'en_US' })).sort();
    const declared = (routesJson.find((r) => r.path === '/pages/market/list') as { data: Array<{ api: string; fields: Record<string, number> }> })
      .data.map((d) => routeDataKey(d.api, { ...d.fields, lang: 'en_US' })).sort();
    expect(asSent).toEqual(declared);
  });

  it('declares, for the server to answer in index.html, exactly the first requests of a product page ($query.code)', async () => {
    const sent: ApiRequest[] = [];
    const recording: Transport = async (args) => { sent.push(args); return { data: null }; };
    const { store } = createTestStore({ transport: recording });
    prefetch['/pages/home/listdetail']({ search: new URLSearchParams('code=AAPL'), dispatch: store.dispatch });
    await new Promise((r) => setTimeout(r, 0));
    const asSent = sent.map((r) => routeDataKey(r.path, { ...(r.body ?? {}), lang: 'en_US' })).sort();
    const declared = (routesJson.find((r) => r.path === '/pages/home/listdetail') as { data: Array<{ api: string; fields: Record<string, string | number> }> })
      .data.map((d) => routeDataKey(d.api, { ...Object.fromEntries(Object.entries(d.fields).map(([k, v]) => [k, v === '$query.code' ? 'AAPL' : v])), lang: 'en_US' })).sort();
    expect(asSent).toHaveLength(3);
    expect(asSent).toEqual(declared);
  });

  it.each(Object.keys(pages))('%s renders through the shell\'s lazy wrapper', async (path) => {
    const Page = lazy(async () => ({ default: pages[path] }));
    renderWithProviders(<Suspense fallback={<p>loading</p>}><Page /></Suspense>, { transport: never, route: `${path}?code=AAPL`, preloadedSession: { token: 't', user: { uid: 1 } as never } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});
