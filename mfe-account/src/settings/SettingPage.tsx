import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page, selectUser, showToast, useAppSelector } from '@app/shared';
import { copyText } from '@app/shared/clipboard';
import { paths } from '@app/shared/routes';
import { NS } from '../i18n';
import { CheckUpdateItem } from '../common/CheckUpdateItem';
import './settings.css';

/** User info (docs/product.md §2 pages/mine/setting): the profile the provider keeps; the nickname is editable. */
export function SettingPage() {
  const { t } = useTranslation(NS);
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  if (!user) return null;
  const copy = async (text: string) => showToast(t((await copyText(text)) ? 'settings.copied' : 'settings.copyFailed'));
  return (
    <Page title={t('title.setting')} testId="setting-page">
      <List className="settings__list">
        <List.Item extra={<span data-testid="setting-nickname">{user.nickname}</span>} onClick={() => navigate(paths.editProfile())}>
          {t('settings.nickname')}
        </List.Item>
        <List.Item
          extra={
            <span className="settings__value" data-testid="setting-account">
              {user.account}
            </span>
          }
        >
          {t('settings.account')}
        </List.Item>
        <List.Item
          extra={
            <span className="num" data-testid="setting-uid">
              {user.uid}
            </span>
          }
        >
          {t('settings.uid')}
        </List.Item>
        <List.Item
          extra={
            <span className="num">
              {user.inviteCode}{' '}
              <button type="button" className="settings__copy" onClick={() => copy(user.inviteCode)}>
                {t('settings.copy')}
              </button>
            </span>
          }
        >
          {t('settings.inviteCode')}
        </List.Item>
        <List.Item extra={t(`mine.realNameStatus.${user.realNameStatus}`)} onClick={() => navigate(paths.authentication())}>
          {t('settings.realName')}
        </List.Item>
      </List>
      <List className="settings__list">
        <List.Item onClick={() => navigate(paths.changePassword())}>{t('mine.changePassword')}</List.Item>
        <List.Item onClick={() => navigate(paths.withdrawPassword())}>{t('mine.withdrawPassword')}</List.Item>
        <CheckUpdateItem />
      </List>
    </Page>
  );
}
