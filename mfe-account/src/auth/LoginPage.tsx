import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Page, sessionStarted, useAppDispatch, type LoginRequest } from '@app/shared';
import { afterLoginState, paths } from '@app/shared/routes';
import { useAccountLoginMutation } from './auth-api';
import { NS } from '../i18n';
import { LanguageButton } from './LanguageButton';
import { useReturnPath } from './use-return-path';
import './antd-locale';
import './auth.css';

export function LoginPage() {
  const { t } = useTranslation(NS);
  const [login, { isLoading }] = useAccountLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { state } = useLocation();
  const returnPath = useReturnPath();

  const submit = async (values: LoginRequest) => {
    const result = await login({ account: values.account.trim(), password: values.password });
    // Business errors (wrong password, rate limit) are shown by the transport's toast (docs/product.md §8).
    if ('data' in result && result.data) {
      dispatch(sessionStarted(result.data));
      // Back where they were, with the action they had started there (if any) to finish.
      navigate(returnPath, { replace: true, state: afterLoginState(state) });
    }
  };

  return (
    <Page title={t('title.login')} testId="login-page" right={<LanguageButton />}>
      <div className="auth">
        <Form
          className="auth__form"
          layout="vertical"
          onFinish={submit}
          footer={
            <Button className="auth__submit" block type="submit" color="primary" size="large" shape="rounded" loading={isLoading}>
              {t('form.loginSubmit')}
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
          <Form.Item name="password" label={t('form.password')} rules={[{ required: true, message: t('form.required.password') }]}>
            <Input type="password" placeholder={t('form.password')} autoComplete="current-password" clearable />
          </Form.Item>
        </Form>
        <div className="auth__links">
          <Link to={paths.register()} state={state}>
            {t('form.toRegister')}
          </Link>
          <Link to={paths.forget()}>{t('form.forgot')}</Link>
        </div>
      </div>
    </Page>
  );
}
