import { useTranslation } from 'react-i18next';
import { Page } from '@app/shared';
import { BannerCarousel } from './BannerCarousel';
import { RemoteWidget } from '../remotes/RemoteWidget';
import './home.css';

/** Home is composed by the shell from its own parts and widgets the remotes expose. */
export function Home() {
  const { t } = useTranslation();
  return (
    <Page title={t('app.name')} back={false} tabbed testId="home">
      <div className="home">
        <BannerCarousel />
        <div className="home-card">
          <RemoteWidget domain="market" name="HomeQuotes" minHeight="12rem" />
        </div>
      </div>
    </Page>
  );
}
