import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RealNameStatus, showToast, type BeneficiaryFields } from '@app/shared';
import { checkBeneficiaryFields } from '@app/shared/domain/wallet';
import { useSubmitOnce } from '@app/shared/forms';
import { useWalletBeneficiaryQuery, useWalletRealNameQuery } from '../common/wallet-api';
import { useWalletUpdateBeneficiaryMutation } from './accounts-api';
import { NS } from '../i18n';
import { Field } from '../common/Field';
import { useWalletMessages } from '../common/messages';

const EMPTY: BeneficiaryFields = { name: '', phone: '', address: '', email: '' };

export function BeneficiaryForm() {
  const { t } = useTranslation(NS);
  const { rule, failure, inFlight } = useWalletMessages();
  const saved = useWalletBeneficiaryQuery();
  const realName = useWalletRealNameQuery();
  const [update] = useWalletUpdateBeneficiaryMutation();
  const [form, setForm] = useState<BeneficiaryFields>(EMPTY);
  const [error, setError] = useState<{ field?: keyof BeneficiaryFields; message: string } | null>(null);
  useEffect(() => {
    if (saved.data) setForm({ name: saved.data.name, phone: saved.data.phone, address: saved.data.address, email: saved.data.email });
  }, [saved.data]);
  const verified = realName.data?.status === RealNameStatus.PASSED ? realName.data.name : null;

  const [submit, busy] = useSubmitOnce(async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkBeneficiaryFields(form, verified);
    if (problem) return setError({ field: problem.field, message: rule(problem.code) });
    setError(null);
    try {
      await update(form).unwrap();
      showToast(t('common.saved'));
    } catch (err) {
      setError({ message: failure(err) });
    }
  }, inFlight);

  const input = (name: keyof BeneficiaryFields, extra: object = {}) => ({
    name: `beneficiary-${name}`,
    value: form[name] ?? '',
    placeholder: t(`beneficiary.${name}Placeholder`),
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    ...extra,
  });
  const errorOf = (name: keyof BeneficiaryFields) => (error?.field === name ? error.message : null);
  return (
    <form className="w-card" onSubmit={submit} noValidate data-testid="beneficiary-form">
      <h2 className="w-card__title">{t('beneficiary.title')}</h2>
      <p className="w-muted">{verified ? t('beneficiary.mustBe', { name: verified }) : t('beneficiary.intro')}</p>
      <Field label={t('beneficiary.name')} error={errorOf('name')} input={input('name')} />
      <Field label={t('beneficiary.phone')} error={errorOf('phone')} input={input('phone', { inputMode: 'tel' })} />
      <Field label={t('beneficiary.address')} error={errorOf('address')} input={input('address')} />
      <Field label={t('beneficiary.email')} error={errorOf('email')} input={input('email', { inputMode: 'email' })} />
      {error && !error.field && (
        <p className="w-form-error" role="alert">
          {error.message}
        </p>
      )}
      <button type="submit" className="w-submit" disabled={busy}>
        {busy ? t('common.submitting') : t('common.save')}
      </button>
    </form>
  );
}
