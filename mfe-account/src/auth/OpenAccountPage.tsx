import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Change, Page, formatFigure, useCountriesQuery, useRecommendedProductsQuery } from '@app/shared';
import { paths, returnPathOf } from '@app/shared/routes';
import { NS } from '../i18n';
import { LanguageButton } from './LanguageButton';
import './antd-locale';
import './auth.css';

/** Where logged-out users land (docs/product.md §4/§6): open an account or log in. */
export function OpenAccountPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { t: tc } = useTranslation();
  const { state } = useLocation();
  // Sent here from a private page (RequireSession passes returnTo(...)): say why (docs/product.md §8).
  const fromPrivatePage = returnPathOf(state, '') !== '';
  return (
    <Page title={t('title.openAccount')} testId="open-account" right={<LanguageButton />}>
      <div className="open">
        <div className="open__hero">
          {fromPrivatePage && (
            <p className="open__reason" role="status" data-testid="login-reason">
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <rect x="5" y="10" width="14" height="10" rx="2" fill="#2454d6" />
                <path d="M8 10V7a4 4 0 0 1 8 0v3" stroke="#2454d6" strokeWidth="2" fill="none" />
              </svg>
              {tc('session.loginFirst')}
            </p>
          )}
          <div className="open__logo" aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 32 32">
              <path d="M5 22l7-7 5 5 10-11" stroke="#fff" strokeWidth="3.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
          <h2 className="open__headline">{t('open.headline')}</h2>
          <p className="open__subline">{t('open.subline')}</p>
        </div>
        <div className="open__card">
          <Button block color="primary" size="large" shape="rounded" onClick={() => navigate(paths.register(), { state })}>
            {t('open.register')}
          </Button>
          <Button block fill="outline" color="primary" size="large" shape="rounded" onClick={() => navigate(paths.login(), { state })}>
            {t('open.login')}
          </Button>
        </div>
        <LiveFigures />
        <section className="open__section" aria-labelledby="open-features">
          <h3 className="open__section-title" id="open-features">
            {t('open.whatYouGet')}
          </h3>
          <ul className="open__features">
            {FEATURES.map(({ key, icon }) => (
              <li key={key} className="open__feature">
                <span className="open__feature-icon" aria-hidden="true">
                  {icon}
                </span>
                <span>
                  <strong className="open__feature-title">{t(`open.features.${key}.title`)}</strong>
                  <span className="open__feature-body">{t(`open.features.${key}.body`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Page>
  );
}

/** How often the live figures refresh while the page is open (a logged-out visitor has no socket). */
const LIVE_REFRESH_MS = 10_000;
const LIVE_PRODUCTS = 3;

const svg = (d: string) => (
  <svg width="20" height="20" viewBox="0 0 24 24" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const FEATURES = [
  {
    key: 'markets',
    icon: svg(
      'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z',
    ),
  },
  { key: 'leverage', icon: svg('M4 18l5-6 4 3 7-9M15 6h5v5') },
  { key: 'ipo', icon: svg('M12 3l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.3 6.8 19.1l1-5.8-4.3-4.1 5.9-.8z') },
  { key: 'wallet', icon: svg('M4 7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4zM4 7V6a2 2 0 0 1 2-2h10v3M16 13h2') },
] as const;

/** Live figures from public calls: how many markets, and a few products moving now. */
function LiveFigures() {
  const { t } = useTranslation(NS);
  const countries = useCountriesQuery();
  const products = useRecommendedProductsQuery(LIVE_PRODUCTS, { pollingInterval: LIVE_REFRESH_MS });
  if (!countries.data?.length && !products.data?.length) return null;
  return (
    <section className="open__section" aria-labelledby="open-live" data-testid="open-live">
      <h3 className="open__section-title" id="open-live">
        <span className="open__live-dot" aria-hidden="true" />
        {t('open.live')}
      </h3>
      <div className="open__figures">
        {!!countries.data?.length && (
          <div className="open__figure" data-testid="open-markets">
            <strong className="open__figure-value num">{countries.data.length}</strong>
            <span className="open__figure-label">{t('open.markets')}</span>
          </div>
        )}
        {products.data?.slice(0, LIVE_PRODUCTS).map((p) => (
          <div key={p.code} className="open__figure" data-testid="open-product">
            <span className="open__figure-label">{p.name}</span>
            <strong className="open__figure-value num">{formatFigure(p.price)}</strong>
            <Change value={p.changePct} percent />
          </div>
        ))}
      </div>
    </section>
  );
}
