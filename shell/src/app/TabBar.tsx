import { TabBar as AdmTabBar } from 'antd-mobile';
import { AppOutline, HistogramOutline, PieOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATH } from '@app/shared/routes';

/** SPEC §2: four tabs. `/pages/home/index` is an alias of Home. */
export const TABS = [
  { key: PATH.home, label: 'tabs.home', icon: <AppOutline /> },
  { key: PATH.market, label: 'tabs.market', icon: <HistogramOutline /> },
  { key: PATH.positions, label: 'tabs.position', icon: <PieOutline /> },
  { key: PATH.mine, label: 'tabs.mine', icon: <UserOutline /> },
] as const;

export function tabOf(pathname: string): string | null {
  if (pathname === PATH.home || pathname === PATH.homeAlias) return PATH.home;
  return TABS.find((t) => t.key === pathname)?.key ?? null;
}

export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabOf(pathname);
  if (active === null) return null;
  return (
    <nav className="tab-bar" aria-label="main">
      <AdmTabBar activeKey={active} onChange={(key) => navigate(key)} safeArea={false}>
        {TABS.map((tab) => (
          <AdmTabBar.Item key={tab.key} icon={tab.icon} title={t(tab.label)} aria-label={t(tab.label)} />
        ))}
      </AdmTabBar>
    </nav>
  );
}
