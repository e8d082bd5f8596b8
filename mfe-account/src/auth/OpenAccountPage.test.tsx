// The open-account page (docs/product.md §4/§6 landing of logged-out visitors): the reason when a private page
// sent the visitor here, the hand-off to register / login keeping where to come back, and the
// language choice without an account.
import { fakeTransport, renderWithProviders } from '@app/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n, setUiLanguage, type Product } from '@app/shared';
import { PATH, paths, returnTo } from '@app/shared/routes';
import { OpenAccountPage } from './OpenAccountPage';
import { LoginPage } from './LoginPage';

afterEach(async () => {
  await act(async () => {
    await setUiLanguage('en');
  });
});

describe('OpenAccountPage', () => {
  it('says why when a private page sent the visitor here', () => {
    renderWithProviders(<OpenAccountPage />, {
      route: PATH.openAccount,
      routeState: returnTo(paths.buy({ code: 'AAPL', direction: 'bullish' })),
    });
    expect(screen.getByTestId('login-reason').textContent).toBe('Please log in first');
  });

  it('says nothing when opened directly', () => {
    renderWithProviders(<OpenAccountPage />, { route: PATH.openAccount });
    expect(screen.queryByTestId('login-reason')).toBeNull();
  });

  it.each([
    ['Open an account', PATH.register],
    ['I already have an account', PATH.login],
  ])('%s keeps the page to return to', (name, path) => {
    const from = returnTo('/pages/mylist/mylist');
    const { location } = renderWithProviders(<OpenAccountPage />, { route: PATH.openAccount, routeState: from });
    fireEvent.click(screen.getByRole('button', { name }));
    expect(location().pathname).toBe(path);
    expect(location().state).toEqual(from);
  });

  it('lets a logged-out visitor choose the language', async () => {
    renderWithProviders(<OpenAccountPage />, { route: PATH.openAccount });
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.click(await screen.findByText('日本語'));
    await waitFor(() => expect(i18n.language).toBe('ja'));
    expect(await screen.findByRole('heading', { name: '口座開設' })).toBeTruthy();
    // antd-mobile's own texts follow (its default was zh-CN: 背景蒙层).
    fireEvent.click(screen.getByRole('button', { name: '言語' }));
    await waitFor(() => expect(document.querySelector('.adm-mask-aria-button')?.getAttribute('aria-label')).toBe('マスク'));
  });
});

describe('LoginPage language', () => {
  it('has the language button in its title bar', () => {
    renderWithProviders(<LoginPage />, { route: PATH.login });
    expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy();
  });
});

const APPLE = { code: 'AAPL', name: 'Apple', price: '231.80', changePct: '1.90' } as Product;

describe('OpenAccountPage sells the product', () => {
  it('shows what it offers and live figures from public calls', async () => {
    const edge = fakeTransport({
      'product/countrys': [
        { code: 'US', name: 'US' },
        { code: 'HK', name: 'HK' },
        { code: 'JP', name: 'JP' },
      ],
      'product/recommendProductList': [APPLE],
    });
    renderWithProviders(<OpenAccountPage />, { route: PATH.openAccount, transport: edge.transport });
    expect(screen.getByText('What you get')).toBeTruthy();
    for (const title of ['Global markets', 'Leveraged trading', 'IPO subscription', 'USDT wallet'])
      expect(screen.getByText(title)).toBeTruthy();
    expect((await screen.findByTestId('open-markets')).textContent).toBe('3Markets');
    const product = await screen.findByTestId('open-product');
    expect(product.textContent).toContain('Apple');
    expect(product.textContent).toContain('231.80');
    expect(product.textContent).toContain('+1.90%');
    expect(edge.paths().sort()).toEqual(['product/countrys', 'product/recommendProductList']);
  });

  it('without figures still offers the two actions', () => {
    renderWithProviders(<OpenAccountPage />, { route: PATH.openAccount });
    expect(screen.queryByTestId('open-live')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open an account' })).toBeTruthy();
  });
});
