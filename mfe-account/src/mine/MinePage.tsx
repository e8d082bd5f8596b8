import { Button, Dialog, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page, selectUser, sessionEnded, useAppDispatch, useAppSelector } from '@app/shared';
import { paths } from '@app/shared/routes';
import { useAccountLogoutMutation } from './mine-api';
import { NS } from '../i18n';
import { AssetSummary } from './AssetSummary';
import { CheckUpdateItem } from '../common/CheckUpdateItem';
import { EntryIcon, type EntryKey } from './EntryIcon';
import { LanguagePicker } from './LanguagePicker';
import { UpDownColorPicker } from './UpDownColorPicker';
import './mine.css';

/** Every wallet, IPO, AI, funds, invite, help and chat page is one tap from Mine. */
const ENTRIES: ReadonlyArray<{ key: EntryKey; to: string }> = [
  { key: 'recharge', to: paths.recharge() },
  { key: 'withdrawal', to: paths.withdrawal() },
  { key: 'transfer', to: paths.transfer() },
  { key: 'fundingDetails', to: paths.fundingDetails() },
  { key: 'bankCard', to: paths.bankCard() },
  { key: 'usdtCard', to: paths.usdtCard() },
  { key: 'ipo', to: paths.ipo() },
  { key: 'ai', to: paths.ai() },
  { key: 'funds', to: paths.funds() },
  { key: 'invite', to: paths.invite() },
  { key: 'help', to: paths.help() },
  { key: 'chat', to: paths.chat() },
  { key: 'introduce', to: paths.introduce() },
  { key: 'profile', to: paths.profile() },
];

/** Mine tab (docs/product.md §2): the account, its money on live data, every service, settings, logout. */
export function MinePage() {
  const { t } = useTranslation(NS);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useAccountLogoutMutation();

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({
      'aria-label': t('mine.logout'),
      content: t('mine.logoutConfirm'),
      confirmText: t('mine.logout'),
      cancelText: t('action.cancel', { ns: 'common' }),
    });
    if (!ok) return;
    // The device forgets the session even if the provider cannot be reached. Logged-out users
    // belong on the open-account page (docs/product.md §6); leave this private page before the session ends
    // so its guard does not redirect first.
    await logout();
    await navigate(paths.openAccount(), { replace: true });
    dispatch(sessionEnded({ reason: 'logout' }));
  };

  if (!user) return null;
  return (
    <Page title={t('title.mine')} back={false} tabbed testId="mine-page">
      <section className="mine__card" aria-label={t('mine.account')}>
        <Link to={paths.setting()} className="mine__who">
          <span className="mine__avatar" aria-hidden>
            {[...user.nickname][0]?.toUpperCase() ?? '?'}
          </span>
          <span>
            <h2 className="mine__name" data-testid="mine-nickname">
              {user.nickname}
            </h2>
            <span className="mine__meta">
              <span>
                {t('mine.uid')}:{' '}
                <span className="num" data-testid="mine-uid">
                  {user.uid}
                </span>
              </span>
              <span>
                {t('mine.accountLabel')}: <span data-testid="mine-account">{user.account}</span>
              </span>
            </span>
          </span>
        </Link>
      </section>

      <AssetSummary />

      <List className="mine__list">
        <List.Item
          extra={
            <span className={`mine__rn mine__rn--${user.realNameStatus}`} data-testid="mine-real-name">
              {t(`mine.realNameStatus.${user.realNameStatus}`)}
            </span>
          }
          onClick={() => navigate(paths.authentication())}
        >
          {t('mine.realName')}
        </List.Item>
      </List>

      <section className="mine__card-plain" aria-label={t('mine.services')}>
        <h2>{t('mine.services')}</h2>
        <nav className="mine__grid">
          {ENTRIES.map((e) => (
            <Link key={e.key} to={e.to} className="mine__entry" data-testid={`mine-entry-${e.key}`}>
              <EntryIcon name={e.key} />
              <span>{t(`mine.entry.${e.key}`)}</span>
            </Link>
          ))}
        </nav>
      </section>

      <List className="mine__list" header={t('mine.settings')}>
        <List.Item onClick={() => navigate(paths.setting())}>{t('mine.userInfo')}</List.Item>
        <List.Item onClick={() => navigate(paths.changePassword())} data-testid="mine-change-password">
          {t('mine.changePassword')}
        </List.Item>
        <List.Item onClick={() => navigate(paths.withdrawPassword())}>{t('mine.withdrawPassword')}</List.Item>
        <List.Item onClick={() => navigate(paths.chat())}>{t('mine.entry.chat')}</List.Item>
        <CheckUpdateItem />
        <LanguagePicker />
        <UpDownColorPicker />
      </List>
      <div className="mine__logout">
        <Button block shape="rounded" color="danger" fill="outline" onClick={confirmLogout} data-testid="logout">
          {t('mine.logout')}
        </Button>
      </div>
    </Page>
  );
}
