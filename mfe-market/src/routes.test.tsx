// The route module as the shell uses it: every page is a component the shell can render inside
// its own lazy wrapper and Suspense (a React.lazy object there would be an invalid element type).
import { Suspense, lazy } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/testing';
import type { Transport } from '@app/shared';
import { pages } from './routes';
import routesJson from '../routes.json';

const never: Transport = () => new Promise(() => undefined);

describe('market routes', () => {
  it('has a page for every path it owns in routes.json', () => {
    expect(Object.keys(pages).sort()).toEqual(routesJson.map((r) => r.path).sort());
  });

  it.each(Object.keys(pages))('%s renders through the shell\'s lazy wrapper', async (path) => {
    const Page = lazy(async () => ({ default: pages[path] }));
    renderWithProviders(<Suspense fallback={<p>loading</p>}><Page /></Suspense>, { transport: never, route: `${path}?code=AAPL`, preloadedSession: { token: 't', user: { uid: 1 } as never } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});
