// Account (every member): who is signed in with which roles, the own password changed, log out.
import { useTranslation } from 'react-i18next';
import { useConsole, type PageProps } from '../ui';
import { PasswordForm } from './PasswordForm';

export function AccountPage(_props: PageProps) {
  const { t } = useTranslation();
  const { member, logOut } = useConsole();
  return (
    <section aria-labelledby="page-title">
      <h2 id="page-title">{t('nav.account')}</h2>
      <dl className="facts card narrow">
        <dt>{t('account.login')}</dt>
        <dd>{member.login}</dd>
        <dt>{t('account.roles')}</dt>
        <dd>{member.roles.map((role) => t(`roles.${role}`)).join(', ')}</dd>
      </dl>
      <PasswordForm forced={false} onChanged={() => undefined} />
      <div className="card narrow">
        <h3>{t('account.logOutTitle')}</h3>
        <p className="muted">{t('account.logOutBody')}</p>
        <div className="buttons">
          <button type="button" onClick={() => void logOut()}>
            {t('app.logOut')}
          </button>
        </div>
      </div>
    </section>
  );
}
