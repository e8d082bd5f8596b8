// The IPO remote's pages are exactly the paths its routes.json owns, and each renders its title
// through the shell's lazy wrapper before any answer arrives.
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
  renderWithProviders(<Suspense fallback={<p>loading</p>}><Page /></Suspense>, { transport: never, route: `${path}?id=1`, preloadedSession: { token: 't', user: { uid: 1 } as never } });
  expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
});
