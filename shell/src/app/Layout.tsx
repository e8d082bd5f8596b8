import { Outlet, useLocation } from 'react-router';
import { TabBar, tabOf } from './TabBar';
import { UpdatePrompt } from '../update/UpdatePrompt';
import { useNetworkNotices } from '../network/use-network-notices';
import { OfflineBanner } from '../network/OfflineBanner';
import { useRefreshUser } from '../session/use-refresh-user';
import { NoticeHost } from '../notices/NoticeHost';

export function Layout() {
  const { pathname } = useLocation();
  useNetworkNotices();
  useRefreshUser();
  return (
    <>
      <div className={tabOf(pathname) ? 'with-tab-bar' : undefined}>
        <Outlet />
      </div>
      <OfflineBanner />
      <TabBar />
      <UpdatePrompt />
      <NoticeHost />
    </>
  );
}
