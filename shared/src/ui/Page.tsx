import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import 'antd-mobile/es/components/nav-bar/nav-bar.css';
import './ui.css';

/**
 * The frame of every screen: a sticky navigation bar with the title and (except on tab roots) a
 * back arrow, then the content. Back goes to the previous entry, or Home when the page was
 * opened directly. The bar is antd-mobile's NavBar markup and styles with a real, named back
 * button (antd's own bar puts an unnamed role="button" around the arrow).
 */
export function Page(props: { title: string; back?: boolean; right?: ReactNode; tabbed?: boolean; children?: ReactNode; testId?: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation(undefined, { useSuspense: false });
  const { back = true } = props;
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <div className={`app-page${props.tabbed ? ' app-page--tabbed' : ''}`} data-testid={props.testId}>
      <header className="app-page__nav">
        <div className="adm-nav-bar">
          <div className="adm-nav-bar-left">
            {back && (
              <button type="button" className="adm-nav-bar-back app-page__back" onClick={goBack} aria-label={t('action.back')}>
                <span className="adm-nav-bar-back-arrow">
                  <svg width="1em" height="1em" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
                    <path
                      d="M31.7 6.3a1 1 0 0 1 0 1.4L15.4 24l16.3 16.3a1 1 0 0 1 0 1.4l-1.4 1.4a1 1 0 0 1-1.4 0L10.3 24.5a.7.7 0 0 1 0-1L28.9 4.9a1 1 0 0 1 1.4 0z"
                      fill="currentColor"
                    />
                  </svg>
                </span>
              </button>
            )}
          </div>
          <div className="adm-nav-bar-title">
            <h1 style={{ font: 'inherit', margin: 0 }}>{props.title}</h1>
          </div>
          <div className="adm-nav-bar-right">{props.right}</div>
        </div>
      </header>
      <main className="app-page__body">{props.children}</main>
    </div>
  );
}
