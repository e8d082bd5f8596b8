// docs/product.md §2: the bottom tab bar with four tabs (Home, Market, Position, Mine); `/pages/home/index`
// is an alias of Home; other routes have no tab bar.
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/testing';
import { TabBar, tabOf } from './TabBar';

const LABELS = ['Home', 'Market', 'Position', 'Mine'];

function activeTab(): string | null {
  const active = document.querySelectorAll('.tab-bar__item--active');
  expect(active.length).toBeLessThanOrEqual(1);
  return active[0]?.getAttribute('aria-label') ?? null;
}

describe('TabBar', () => {
  it('renders the four translated tabs on /, Home active', () => {
    renderWithProviders(<TabBar />, { route: '/' });
    const nav = screen.getByRole('navigation', { name: 'main' });
    const items = [...nav.querySelectorAll('.tab-bar__item')];
    expect(items.map((el) => el.textContent)).toEqual(LABELS);
    for (const label of LABELS) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(activeTab()).toBe('Home');
  });

  it.each([
    ['/pages/home/index', 'Home'],
    ['/pages/market/list', 'Market'],
    ['/pages/home/orderlist', 'Position'],
    ['/pages/mine/user', 'Mine'],
  ])('on %s marks %s active', (route, label) => {
    renderWithProviders(<TabBar />, { route });
    expect(activeTab()).toBe(label);
  });

  it.each(['/pages/home/listdetail', '/pages/login/login', '/pages/market/list/extra', '/nowhere'])('is hidden on %s', (route) => {
    renderWithProviders(<TabBar />, { route });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('Market')).toBeNull();
  });

  it('clicking a tab navigates to its route', () => {
    const { location } = renderWithProviders(<TabBar />, { route: '/' });
    fireEvent.click(screen.getByLabelText('Market'));
    expect(location().pathname).toBe('/pages/market/list');
    expect(activeTab()).toBe('Market');

    fireEvent.click(screen.getByLabelText('Mine'));
    expect(location().pathname).toBe('/pages/mine/user');
    expect(activeTab()).toBe('Mine');

    fireEvent.click(screen.getByLabelText('Home'));
    expect(location().pathname).toBe('/');
    expect(activeTab()).toBe('Home');
  });

  it('tabs are links, the current one marked for assistive technology', () => {
    renderWithProviders(<TabBar />, { route: '/pages/market/list' });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/pages/market/list', '/pages/home/orderlist', '/pages/mine/user']);
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('aria-label')).toBe('Market');
  });

  it('keeps the tab when the route carries a query string', () => {
    renderWithProviders(<TabBar />, { route: '/pages/market/list?tab=us' });
    expect(activeTab()).toBe('Market');
  });
});

describe('tabOf', () => {
  it('maps tab routes and the Home alias, null elsewhere', () => {
    expect(tabOf('/')).toBe('/');
    expect(tabOf('/pages/home/index')).toBe('/');
    expect(tabOf('/pages/home/orderlist')).toBe('/pages/home/orderlist');
    expect(tabOf('/pages/home/openaccount')).toBeNull();
  });
});
