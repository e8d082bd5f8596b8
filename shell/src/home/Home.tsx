import { useTranslation } from 'react-i18next';
import { Page, PullRefresh } from '@app/shared';
import { BannerCarousel } from './BannerCarousel';
import { HomeIconMenu } from './HomeIconMenu';
import { HomeNoticeBar } from './HomeNoticeBar';
import { useHomeRefresh } from './use-home-refresh';
import { RemoteWidget } from '../remotes/RemoteWidget';
import './home.css';

/**
 * Heights reserved for the remote widgets (each widget's own CSS fixes its height to the same
 * figure), so Home never shifts while they load (CLS).
 */
export const WIDGET_HEIGHTS = {
  newStocks: '10.5rem',
  quotes: '35.5rem',
  news: '16.4rem',
} as const;

/**
 * Home (SPEC §2, pull-to-refresh) is composed by the shell from its own parts (banner, notices,
 * icon menu) and widgets the remotes expose, each behind its own domain boundary: a remote that
 * fails leaves the rest of Home intact.
 */
export function Home() {
  const { t } = useTranslation();
  const refresh = useHomeRefresh();
  return (
    <Page title={t('app.name')} back={false} tabbed testId="home">
      <PullRefresh onRefresh={refresh}>
        <div className="home">
          <BannerCarousel />
          <HomeNoticeBar />
          <HomeIconMenu />
          <RemoteWidget domain="ipo" name="HomeNewStocks" minHeight={WIDGET_HEIGHTS.newStocks} />
          <RemoteWidget domain="market" name="HomeQuotes" minHeight={WIDGET_HEIGHTS.quotes} />
          <RemoteWidget domain="account" name="HomeNews" minHeight={WIDGET_HEIGHTS.news} />
        </div>
      </PullRefresh>
    </Page>
  );
}
