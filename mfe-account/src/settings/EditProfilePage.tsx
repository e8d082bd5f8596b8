import { useRef } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACCOUNT_PROFILE, Page, selectUser, showToast, useAppSelector } from '@app/shared';
import { paths } from '@app/shared/routes';
import { NS } from '../i18n';
import { useAccountUpdateProfileMutation } from './settings-api';
import './settings.css';

/** pages/mine/edit: the nickname, the one profile field the provider lets a user change. */
export function EditProfilePage() {
  const { t } = useTranslation(NS);
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const [update, { isLoading }] = useAccountUpdateProfileMutation();
  const busy = useRef(false);
  if (!user) return null;

  const submit = async ({ nickname }: { nickname: string }) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const result = await update({ nickname: nickname.trim() });
      if ('data' in result && result.data) {
        showToast(t('settings.saved'));
        navigate(paths.setting(), { replace: true });
      }
    } finally {
      busy.current = false;
    }
  };

  return (
    <Page title={t('title.edit')} testId="edit-profile-page">
      <Form
        className="settings__form"
        layout="vertical"
        initialValues={{ nickname: user.nickname }}
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={isLoading}>
            {t('settings.save')}
          </Button>
        }
      >
        <Form.Item
          name="nickname"
          label={t('settings.nickname')}
          rules={[
            { required: true, whitespace: true, message: t('settings.nicknameRequired') },
            {
              validator: async (_r, value: string | undefined) => {
                const chars = [...(value ?? '').trim()].length;
                if (chars > ACCOUNT_PROFILE.nicknameMaxChars || /\p{Cc}/u.test(value ?? '')) throw new Error(t('settings.nicknameTooLong'));
              },
            },
          ]}
        >
          <Input placeholder={t('settings.nicknamePlaceholder')} clearable autoComplete="nickname" />
        </Form.Item>
      </Form>
    </Page>
  );
}
