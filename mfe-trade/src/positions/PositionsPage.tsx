import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredMessage, Page, paths } from '@app/shared';
import { NS } from '../i18n';

/**
 * Position tab (SPEC §2): Holding and Historical. Orders arrive with the trading API; until then a
 * new account truly has none, so both tabs show their empty state with a way to the market.
 */
export function PositionsPage() {
  const { t } = useTranslation(NS);
  return (
    <Page title={t('title.position')} back={false} tabbed testId="positions-page">
      <Tabs defaultActiveKey="holding">
        <Tabs.Tab title={t('tabs.holding')} key="holding">
          <CenteredMessage title={t('empty.holding')}>
            <Link className="app-btn app-btn--ghost" to={paths.market()}>{t('empty.toMarket')}</Link>
          </CenteredMessage>
        </Tabs.Tab>
        <Tabs.Tab title={t('tabs.historical')} key="historical">
          <CenteredMessage title={t('empty.historical')} />
        </Tabs.Tab>
      </Tabs>
    </Page>
  );
}
