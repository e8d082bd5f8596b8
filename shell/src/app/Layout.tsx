import { Outlet, useLocation } from 'react-router';
import { TabBar, tabOf } from './TabBar';
import { UpdatePrompt } from '../update/UpdatePrompt';
import { useNetworkNotices } from '../network/use-network-notices';
import { OfflineBanner } from '../network/OfflineBanner';
import { useRefreshUser } from '../session/use-refresh-user';
import { NoticeHost } from '../notices/NoticeHost';
import { usePageSettled } from './page-settled';
import { SessionExpiryWatch } from '../session/SessionExpiryWatch';

export function Layout() {
  const { pathname } = useLocation();
  // The update check and the profile refresh are housekeeping: after the first screen (page-settled.ts).
  const settled = usePageSettled();
  useNetworkNotices();
  useRefreshUser(settled);
  return (
    <>
      {/* In the flow, above the page: it pushes the page down instead of covering its first row. */}
      <OfflineBanner />
      <div className={tabOf(pathname) ? 'with-tab-bar' : undefined}>
        <Outlet />
      </div>
      <TabBar />
      {settled && <UpdatePrompt />}
      <NoticeHost />
      <SessionExpiryWatch />
    </>
  );
}
