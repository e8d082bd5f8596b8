import { useRef } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page, showToast } from '@app/shared';
import { paths } from '@app/shared/routes';
import { NewPasswordFields } from '../common/NewPasswordFields';
import { NS } from '../i18n';
import { useAccountChangePasswordMutation } from './settings-api';
import './settings.css';

interface ChangeForm {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * Change the login password: the current one, the new one twice. The form says the docs/product.md §5
 * messages it can know (inconsistent, the rule) before sending; the provider answers the rest
 * (wrong password, too many tries) in the request's language.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<ChangeForm>();
  const [change, { isLoading }] = useAccountChangePasswordMutation();
  const busy = useRef(false);

  const submit = async (values: ChangeForm) => {
    if (busy.current) return; // a double tap submits once
    busy.current = true;
    try {
      const result = await change(values);
      if ('data' in result) {
        showToast(t('settings.changed'));
        navigate(paths.mine(), { replace: true });
      }
    } finally {
      busy.current = false;
    }
  };

  return (
    <Page title={t('title.changePassword')} testId="change-password-page">
      <Form
        form={form}
        className="settings__form"
        layout="vertical"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={isLoading}>
            {t('settings.submit')}
          </Button>
        }
      >
        <Form.Item name="oldPassword" label={t('settings.oldPassword')} rules={[{ required: true, message: t('settings.requiredOld') }]}>
          <Input type="password" placeholder={t('settings.oldPasswordPlaceholder')} autoComplete="current-password" clearable />
        </Form.Item>
        <NewPasswordFields form={form} isNew differentFrom="oldPassword" />
      </Form>
      <p className="settings__note">{t('settings.otherDevices')}</p>
      <div className="settings__links">
        <Link to={paths.forget()}>{t('settings.forgot')}</Link>
        <Link to={paths.withdrawPassword()}>{t('mine.withdrawPassword')}</Link>
      </div>
    </Page>
  );
}
