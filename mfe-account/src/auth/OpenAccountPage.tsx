import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '@app/shared';
import { paths, returnPathOf } from '@app/shared/routes';
import { NS } from '../i18n';
import { LanguageButton } from './LanguageButton';
import './auth.css';

/** Where logged-out users land (SPEC §4/§6): open an account or log in. */
export function OpenAccountPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { t: tc } = useTranslation();
  const { state } = useLocation();
  // Sent here from a private page (RequireSession passes returnTo(...)): say why (SPEC §8).
  const fromPrivatePage = returnPathOf(state, '') !== '';
  return (
    <Page title={t('title.openAccount')} testId="open-account" right={<LanguageButton />}>
      <div className="open">
        <div className="open__hero">
          {fromPrivatePage && (
            <p className="open__reason" role="status" data-testid="login-reason">
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><rect x="5" y="10" width="14" height="10" rx="2" fill="#2454d6" /><path d="M8 10V7a4 4 0 0 1 8 0v3" stroke="#2454d6" strokeWidth="2" fill="none" /></svg>
              {tc('session.loginFirst')}
            </p>
          )}
          <div className="open__logo" aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 32 32"><path d="M5 22l7-7 5 5 10-11" stroke="#fff" strokeWidth="3.2" fill="none" strokeLinecap="round" strokeLinejoin="round" /></svg>
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
      </div>
    </Page>
  );
}
