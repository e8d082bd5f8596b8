// pages/ai/rule: the AI ordering rules, built from the provider's figures (leverai/rule) in the
// interface language.
import { useTranslation } from 'react-i18next';
import { Page, PageLoading, formatUsdt } from '@app/shared';
import { useIpoAiRuleQuery } from './ai-api';
import { NS } from '../i18n';
import '../common/ipo.css';

export function AiRulePage() {
  const { t } = useTranslation(NS);
  const { data, isError, refetch } = useIpoAiRuleQuery();
  return (
    <Page title={t('title.aiRule')} testId="ai-rule-page">
      {!data && !isError && <PageLoading />}
      {isError && !data && <PageLoading onRetry={() => void refetch()} />}
      {data && (
        <div className="ipo-form">
          <section className="ipo-card ipo-box">
            <ol className="ai-rules" data-testid="ai-rules">
              <li>{t('rule.activation', { uses: data.usesPerActivation })}</li>
              <li>{t('rule.multiples', { multiples: data.multiples.map((m) => `${m}×`).join(' / ') })}</li>
              <li>
                {t('rule.amount', {
                  min: formatUsdt(data.totalAmount.min),
                  max: formatUsdt(data.totalAmount.max),
                  step: formatUsdt(data.totalAmount.multipleOf),
                })}
              </li>
              <li>{t('rule.quantity', { count: data.orderQuantity.max })}</li>
              <li>{t('rule.profit', { min: data.profitRange.min, max: data.profitRange.max })}</li>
              <li>{t('rule.countdown', { count: data.countdownSeconds })}</li>
              <li>{t('rule.daily', { count: data.dailyLimit })}</li>
              <li>{t('rule.products', { products: data.products.join(', ') })}</li>
            </ol>
          </section>
        </div>
      )}
    </Page>
  );
}

export default AiRulePage;
