import { useCallback, useRef } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page, sessionStarted, useAppDispatch, type RegisterRequest } from '@app/shared';
import { afterLoginState, paths } from '@app/shared/routes';
import { useAccountRegisterMutation } from './auth-api';
import { NS } from '../i18n';
import { NewPasswordFields } from '../common/NewPasswordFields';
import { CaptchaPicture, type CaptchaPictureHandle } from './CaptchaPicture';
import { SendCodeButton } from './SendCodeButton';
import { useReturnPath } from './use-return-path';
import './antd-locale';
import './auth.css';

type RegisterForm = Omit<RegisterRequest, 'captchaId'>;

export function RegisterPage() {
  const { t } = useTranslation(NS);
  const [register, { isLoading }] = useAccountRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { state } = useLocation();
  const returnPath = useReturnPath();
  const [form] = Form.useForm<RegisterForm>();
  // An invitation link (paths.register({ invite })) fills in the referrer.
  const [params] = useSearchParams();
  const invite = (params.get('invite') ?? '').trim().slice(0, 32);
  const captchaId = useRef('');
  const captchaPicture = useRef<CaptchaPictureHandle>(null);
  const onCaptcha = useCallback((id: string) => {
    captchaId.current = id;
  }, []);

  const accountForCode = async (): Promise<string | null> => {
    try {
      const { account } = await form.validateFields(['account']);
      return account.trim();
    } catch {
      return null;
    }
  };

  const submit = async (values: RegisterForm) => {
    const result = await register({
      account: values.account.trim(),
      code: values.code.trim(),
      captchaId: captchaId.current,
      captcha: values.captcha.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      referrerId: values.referrerId?.trim() || undefined,
    });
    if ('data' in result && result.data) {
      dispatch(sessionStarted(result.data));
      // Back where they were, with the action they had started there (if any) to finish.
      navigate(returnPath, { replace: true, state: afterLoginState(state) });
      return;
    }
    // The server's message was toasted. A captcha answers one try: show a new one.
    form.setFieldValue('captcha', '');
    captchaPicture.current?.refresh();
  };

  return (
    <Page title={t('title.register')} testId="register-page">
      <div className="auth">
        <Form
          form={form}
          className="auth__form"
          layout="vertical"
          initialValues={invite ? { referrerId: invite } : undefined}
          onFinish={submit}
          footer={
            <Button className="auth__submit" block type="submit" color="primary" size="large" shape="rounded" loading={isLoading}>
              {t('form.registerSubmit')}
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
            extra={<SendCodeButton purpose="register" account={accountForCode} />}
          >
            <Input placeholder={t('form.codePlaceholder')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} clearable />
          </Form.Item>
          <Form.Item
            name="captcha"
            label={t('form.captcha')}
            rules={[{ required: true, whitespace: true, message: t('form.required.captcha') }]}
            extra={<CaptchaPicture ref={captchaPicture} onChange={onCaptcha} />}
          >
            <Input placeholder={t('form.captchaPlaceholder')} autoComplete="off" autoCapitalize="characters" maxLength={8} clearable />
          </Form.Item>
          <NewPasswordFields form={form} isNew={false} />
          <Form.Item name="referrerId" label={t('form.referrer')}>
            <Input placeholder={t('form.referrerPlaceholder')} clearable />
          </Form.Item>
        </Form>
        <div className="auth__links">
          <Link to={paths.login()} state={state}>
            {t('form.toLogin')}
          </Link>
        </div>
      </div>
    </Page>
  );
}
