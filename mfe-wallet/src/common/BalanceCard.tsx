import { useTranslation } from 'react-i18next';
import { formatUsdt, useUserWalletQuery, WALLET_CURRENCY } from '@app/shared';
import { NS } from '../i18n';

/** Both wallets' available balances (the shared 'Balance' entry: a review or a trade elsewhere updates it). */
export function BalanceCard({ only }: { only?: 'stock' | 'coin' }) {
  const { t } = useTranslation(NS);
  const wallet = useUserWalletQuery();
  const show = (name: 'stock' | 'coin') => (
    <div className="w-balance__item" key={name}>
      <div className="w-balance__label">{t(`wallet.${name}`)}</div>
      <div className="w-balance__value num" data-testid={`balance-${name}`}>
        {formatUsdt(wallet.data?.[name].available)}
      </div>
      {wallet.data && wallet.data[name].frozen !== '0.00' && (
        <div className="w-balance__frozen num">
          {t('wallet.frozen')} {formatUsdt(wallet.data[name].frozen)}
        </div>
      )}
    </div>
  );
  return (
    <section className="w-balance" aria-label={t('wallet.balances')}>
      <div className="w-balance__unit">
        {t('wallet.available')} ({WALLET_CURRENCY})
      </div>
      <div className="w-balance__row">{only ? show(only) : [show('stock'), show('coin')]}</div>
    </section>
  );
}
