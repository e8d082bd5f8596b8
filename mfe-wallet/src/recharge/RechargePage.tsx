// /pages/mine/recharge: bank transfer to one of the platform's accounts (pay/payChannel → pay/pay)
// or USDT on TRC20 (pay/channelDigital → pay/payDigital). A recharge waits for review; when it is
// approved the socket's 'balance' event refreshes the balance shown here, without a reload.
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page, PageLoading, type Recharge } from '@app/shared';
import { paths } from '@app/shared/routes';
import { NS } from '../i18n';
import { BalanceCard } from '../common/BalanceCard';
import { BankRecharge } from './BankRecharge';
import { RechargeResult } from './RechargeResult';
import '../common/wallet.css';

// The USDT form brings the QR library: fetched only when that tab is shown.
const UsdtRecharge = lazy(() => import('./UsdtRecharge').then((m) => ({ default: m.UsdtRecharge })));

type Method = 'bank' | 'usdt';

export function RechargePage() {
  const { t } = useTranslation(NS);
  const [search, setSearch] = useSearchParams();
  const method: Method = search.get('method') === 'usdt' ? 'usdt' : 'bank';
  const [submitted, setSubmitted] = useState<Recharge | null>(null);
  const choose = (m: Method) => {
    setSubmitted(null);
    setSearch(m === 'bank' ? {} : { method: m }, { replace: true });
  };
  return (
    <Page
      title={t('title.recharge')}
      testId="recharge-page"
      right={
        <Link className="w-link" to={paths.rechargeList()}>
          {t('common.records')}
        </Link>
      }
    >
      <div className="w-tabs" role="tablist" aria-label={t('recharge.method')}>
        {(['bank', 'usdt'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={method === m}
            className={`w-tab${method === m ? ' w-tab--on' : ''}`}
            onClick={() => choose(m)}
          >
            {t(`recharge.${m}`)}
          </button>
        ))}
      </div>
      <div className="w-body">
        <BalanceCard only="coin" />
        {submitted ? (
          <RechargeResult recharge={submitted} onAgain={() => setSubmitted(null)} />
        ) : method === 'bank' ? (
          <BankRecharge onSubmitted={setSubmitted} />
        ) : (
          <Suspense fallback={<PageLoading />}>
            <UsdtRecharge onSubmitted={setSubmitted} />
          </Suspense>
        )}
      </div>
    </Page>
  );
}
