import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATH } from '@app/shared/routes';
import { HomeIcon, MarketIcon, MineIcon, PositionIcon } from './icons';

/** docs/product.md §2: four tabs. `/pages/home/index` is an alias of Home. */
export const TABS = [
  { key: PATH.home, label: 'tabs.home', icon: <HomeIcon /> },
  { key: PATH.market, label: 'tabs.market', icon: <MarketIcon /> },
  { key: PATH.positions, label: 'tabs.position', icon: <PositionIcon /> },
  { key: PATH.mine, label: 'tabs.mine', icon: <MineIcon /> },
] as const;

export function tabOf(pathname: string): string | null {
  if (pathname === PATH.home || pathname === PATH.homeAlias) return PATH.home;
  return TABS.find((t) => t.key === pathname)?.key ?? null;
}

/**
 * The bottom tab bar: real links (reachable and followed by keyboard, openable in a new tab), the
 * current one marked aria-current. The app navigates itself on a plain click.
 */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabOf(pathname);
  if (active === null) return null;
  const follow = (key: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (key !== active) navigate(key);
  };
  return (
    <nav className="tab-bar" aria-label="main">
      {TABS.map((tab) => (
        <a
          key={tab.key}
          href={tab.key}
          onClick={follow(tab.key)}
          aria-label={t(tab.label)}
          aria-current={tab.key === active ? 'page' : undefined}
          className={tab.key === active ? 'tab-bar__item tab-bar__item--active' : 'tab-bar__item'}
        >
          <span className="tab-bar__icon">{tab.icon}</span>
          <span className="tab-bar__title">{t(tab.label)}</span>
        </a>
      ))}
    </nav>
  );
}
