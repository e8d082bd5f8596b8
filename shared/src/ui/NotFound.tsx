import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredMessage } from './CenteredMessage';
import { Page } from './Page';
import notFoundImage from './assets/not-found.svg';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')} testId="not-found">
      <CenteredMessage image={notFoundImage} title={t('notFound.title')} body={t('notFound.body')}>
        <Link className="app-btn" to="/">
          {t('action.goHome')}
        </Link>
      </CenteredMessage>
    </Page>
  );
}
