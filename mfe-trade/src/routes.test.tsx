// The trade routes: declared once in routes.tsx, routes.json and the shared catalogue in step; and
// each page's first requests start as the module loads (private pages: the shell asks, not the server).
import { TEST_SESSION, createTestStore, describeRemoteRoutes, fakeTransport } from '@app/shared/testing';
import * as routeModule from './routes';

describeRemoteRoutes('trade', routeModule);

it("starts each page's first requests as the module loads, the same ones the page then reads", async () => {
  const edge = fakeTransport({ 'lever/myLeverRecord': null, 'user/userWallet': null, 'lever/buyInfo': null });
  const { store } = createTestStore({ transport: edge.transport, preloadedSession: TEST_SESSION });
  routeModule.prefetch['/pages/home/orderlist']({ search: new URLSearchParams('tab=historical'), dispatch: store.dispatch });
  routeModule.prefetch['/pages/home/twoBuy']({ search: new URLSearchParams('code=AAPL&direction=bullish'), dispatch: store.dispatch });
  await new Promise((r) => setTimeout(r, 0));
  expect(edge.calls.map(({ path, body }) => ({ path, body }))).toEqual(
    expect.arrayContaining([
      { path: 'lever/myLeverRecord', body: { status: 'historical', pageSize: 20, page: 1 } },
      { path: 'user/userWallet', body: {} },
      { path: 'lever/buyInfo', body: { code: 'AAPL' } },
    ]),
  );
});
