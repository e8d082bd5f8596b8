import { Form, Input } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import { isAcceptableLoginPassword } from '@app/shared/domain/account';
import { NS } from '../i18n';

interface Props {
  /** The form holding `password` and `confirmPassword`. */
  form: FormInstance;
  /** "Password" when registering; "New password" when resetting or changing. */
  isNew: boolean;
  /** A field the new password must differ from (the current password when changing it). */
  differentFrom?: string;
}

/**
 * A new login password typed twice: register, reset and change all ask the same two questions
 * with the same rule (6–20 characters, letters and digits — the rule the provider applies), so
 * the docs/product.md §5 messages it can know ("the two passwords are inconsistent", the rule) appear
 * before anything is sent.
 */
export function NewPasswordFields({ form, isNew, differentFrom }: Props) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Form.Item
        name="password"
        label={t(isNew ? 'form.newPassword' : 'form.password')}
        rules={[
          { required: true, message: t(isNew ? 'settings.requiredNew' : 'form.required.password') },
          {
            validator: async (_rule, value: string | undefined) => {
              if (!value) return;
              if (!isAcceptableLoginPassword(value)) throw new Error(t('settings.passwordRule'));
              if (differentFrom && value === form.getFieldValue(differentFrom)) throw new Error(t('settings.samePassword'));
            },
          },
        ]}
      >
        <Input type="password" placeholder={t('form.passwordPlaceholder')} autoComplete="new-password" clearable />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t(isNew ? 'form.confirmNewPassword' : 'form.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t(isNew ? 'settings.requiredConfirm' : 'form.required.confirm') },
          {
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== form.getFieldValue('password')) throw new Error(t('form.inconsistent'));
            },
          },
        ]}
      >
        <Input
          type="password"
          placeholder={t(isNew ? 'settings.confirmPlaceholder' : 'form.confirmPlaceholder')}
          autoComplete="new-password"
          clearable
        />
      </Form.Item>
    </>
  );
}
