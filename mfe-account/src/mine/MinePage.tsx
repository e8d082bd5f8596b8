import { Button, Dialog, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page, selectUser, sessionEnded, useAppDispatch, useAppSelector, paths } from '@app/shared';
import { useLogoutMutation } from '../api';
import { NS } from '../i18n';
import { LanguagePicker } from './LanguagePicker';
import './mine.css';

/** Mine tab (SPEC §2): who is logged in, settings, language and logout. */
export function MinePage() {
  const { t } = useTranslation(NS);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({ content: t('mine.logoutConfirm'), confirmText: t('mine.logout'), cancelText: t('action.cancel', { ns: 'common' }) });
    if (!ok) return;
    // The device forgets the session even if the provider cannot be reached. Logged-out users
    // belong on the open-account page (SPEC §6); leave this private page before the session ends
    // so its guard does not redirect first.
    await logout();
    await navigate(paths.openAccount(), { replace: true });
    dispatch(sessionEnded({ reason: 'logout' }));
  };

  if (!user) return null;
  return (
    <Page title={t('title.mine')} back={false} tabbed testId="mine-page">
      <section className="mine__card" aria-label={t('mine.account')}>
        <h2 className="mine__name" data-testid="mine-nickname">{user.nickname}</h2>
        <div className="mine__meta">
          <span>{t('mine.uid')}: <span className="num" data-testid="mine-uid">{user.uid}</span></span>
          <span data-testid="mine-account">{user.account}</span>
        </div>
      </section>
      <List className="mine__list">
        <List.Item extra={t(`mine.realNameStatus.${user.realNameStatus}`)} onClick={() => navigate(paths.authentication())}>
          {t('mine.realName')}
        </List.Item>
        <List.Item extra={<span className="num">{user.inviteCode}</span>}>{t('mine.inviteCode')}</List.Item>
        <List.Item onClick={() => navigate(paths.setting())}>{t('mine.userInfo')}</List.Item>
        <LanguagePicker />
      </List>
      <div className="mine__logout">
        <Button block shape="rounded" color="danger" fill="outline" onClick={confirmLogout} data-testid="logout">
          {t('mine.logout')}
        </Button>
      </div>
    </Page>
  );
}
