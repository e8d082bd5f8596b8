import { useTranslation } from 'react-i18next';
import { Page, PullRefresh } from '@app/shared';
import { BannerCarousel } from './BannerCarousel';
import { HomeIconMenu } from './HomeIconMenu';
import { HomeNoticeBar } from './HomeNoticeBar';
import { HOME_WIDGETS, WIDGET_RESERVE } from './home-widgets';
import { useHomeRefresh } from './use-home-refresh';
import { RemoteWidget } from '../remotes/RemoteWidget';
import './home.css';

/**
 * Home (docs/product.md §2, pull-to-refresh) is composed by the shell from its own parts (banner, notices,
 * icon menu) and widgets the remotes expose, each behind its own domain boundary: a remote that
 * fails leaves the rest of Home intact. Each widget's height is its remote's (see home-widgets.ts).
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
          {HOME_WIDGETS.map((w) => (
            <RemoteWidget key={`${w.domain}/${w.name}`} domain={w.domain} name={w.name} reserve={WIDGET_RESERVE} />
          ))}
        </div>
      </PullRefresh>
    </Page>
  );
}
