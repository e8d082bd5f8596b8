import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page, showToast, type ResetPasswordRequest } from '@app/shared';
import { paths } from '@app/shared/routes';
import { NS } from '../i18n';
import { NewPasswordFields } from '../common/NewPasswordFields';
import { useAccountResetPasswordMutation } from './auth-api';
import { SendCodeButton } from './SendCodeButton';
import './antd-locale';
import './auth.css';

/** docs/product.md §2 pages/login/forget: a code by SMS or email, then a new password; back to log in. */
export function ForgetPage() {
  const { t } = useTranslation(NS);
  const [resetPassword, { isLoading }] = useAccountResetPasswordMutation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetPasswordRequest>();

  const accountForCode = async (): Promise<string | null> => {
    try {
      const { account } = await form.validateFields(['account']);
      return account.trim();
    } catch {
      return null;
    }
  };

  const submit = async (values: ResetPasswordRequest) => {
    const result = await resetPassword({
      account: values.account.trim(),
      code: values.code.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
    });
    // Refusals (wrong or expired code, password rules) are toasted by the transport.
    if ('data' in result) {
      showToast(t('form.resetDone'));
      navigate(paths.login(), { replace: true });
    }
  };

  return (
    <Page title={t('title.forget')} testId="forget-page">
      <div className="auth">
        <Form
          form={form}
          className="auth__form"
          layout="vertical"
          onFinish={submit}
          footer={
            <Button className="auth__submit" block type="submit" color="primary" size="large" shape="rounded" loading={isLoading}>
              {t('form.resetSubmit')}
            </Button>
          }
        >
          <Form.Item
            name="account"
            label={t('form.account')}
            rules={[{ required: true, whitespace: true, message: t('form.required.account') }]}
          >
            <Input placeholder={t('form.accountPlaceholder')} autoComplete="username" clearable />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('form.code')}
            rules={[{ required: true, whitespace: true, message: t('form.required.code') }]}
            extra={<SendCodeButton purpose="reset" account={accountForCode} />}
          >
            <Input placeholder={t('form.codePlaceholder')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} clearable />
          </Form.Item>
          <NewPasswordFields form={form} isNew />
        </Form>
        <div className="auth__links">
          <Link to={paths.login()}>{t('form.backToLogin')}</Link>
        </div>
      </div>
    </Page>
  );
}
