import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { INVITE, Page, formatUsdt, selectUser, showToast, useAppSelector } from '@app/shared';
import { copyText } from '@app/shared/clipboard';
import { QrCode } from '@app/shared/qr-code';
import { paths } from '@app/shared/routes';
import { NS } from '../i18n';
import { useAccountInviteStatsQuery } from './invite-api';
import './invite.css';

/** The link a friend opens: the register page with the code filled in. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}${paths.register({ invite: code })}`;
}

/** Invite friends: code, link (copy, QR), the statistics and the rules of the referral scheme. */
export function InvitePage() {
  const { t } = useTranslation(NS);
  const user = useAppSelector(selectUser);
  const { data } = useAccountInviteStatsQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const code = data?.inviteCode ?? user?.inviteCode ?? '';
  const link = code ? inviteLink(window.location.origin, code) : '';
  const copy = async (text: string) => showToast(t((await copyText(text)) ? 'settings.copied' : 'settings.copyFailed'));
  const rules = [
    t('invite.rule1'),
    t('invite.rule2'),
    t('invite.rule3', { reward: INVITE.rewardPerVerifiedUsdt }),
    t('invite.rule4', { count: INVITE.payoutWorkingDays }),
    t('invite.rule5'),
  ];

  return (
    <Page title={t('title.invite')} testId="invite-page">
      <section className="invite__hero">
        <div className="invite__label">{t('invite.myCode')}</div>
        <div className="invite__code num" data-testid="invite-code">
          {code || '--'}
        </div>
        {link && (
          <div className="invite__qr">
            <QrCode value={link} label={t('invite.qrAlt')} testId="invite-qr" />
            <span>{t('invite.qrHint')}</span>
          </div>
        )}
        <div className="invite__label">{t('invite.link')}</div>
        <div className="invite__link" data-testid="invite-link">
          {link}
        </div>
        <div className="invite__buttons">
          <Button size="small" shape="rounded" onClick={() => copy(code)} disabled={!code} data-testid="invite-copy-code">
            {t('invite.copyCode')}
          </Button>
          <Button size="small" shape="rounded" color="primary" onClick={() => copy(link)} disabled={!link} data-testid="invite-copy-link">
            {t('invite.copyLink')}
          </Button>
        </div>
      </section>

      <section className="invite__card" aria-label={t('invite.stats')}>
        <h2>{t('invite.stats')}</h2>
        <div className="invite__stats">
          <div>
            <span className="num" data-testid="invite-invited">
              {data ? data.invited : '--'}
            </span>
            <span>{t('invite.invited')}</span>
          </div>
          <div>
            <span className="num" data-testid="invite-verified">
              {data ? data.verified : '--'}
            </span>
            <span>{t('invite.verified')}</span>
          </div>
          <div>
            <span className="num" data-testid="invite-rewards">
              {formatUsdt(data?.rewards)}
            </span>
            <span>{t('invite.rewards', { currency: data?.currency ?? 'USDT' })}</span>
          </div>
        </div>
      </section>

      <section className="invite__card">
        <h2>{t('invite.rules')}</h2>
        <ol className="invite__rules">
          {rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
      </section>
    </Page>
  );
}
