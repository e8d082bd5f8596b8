// What a reviewer reads before deciding. A deposit: amount, channel, bank or USDT with the transfer
// hash, whether a receipt came with it. A withdrawal: the customer's verified name beside the
// account the money goes to, the wallets' balances, the last ledger rows, and whether it needs a
// second approval (and who gave the first). A real name: the name, the ID number and the two ID
// images, read through review/realnameImage (each view is audited) and shown from blob: URLs, the
// only images the console's CSP allows.
import type { StaffDepositItem, StaffRealNameItem, StaffWithdrawalItem } from '@app/shared/staff';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { destinationFields, imageBytes } from '../model';
import { Fact, Money, TableHead, Time, useConsole } from '../ui';

function Customer({ item }: { item: { account: string; uid: string } }) {
  const { t } = useTranslation();
  return (
    <Fact term={t('review.columns.customer')}>
      {item.account} <span className="muted">UID {item.uid}</span>
    </Fact>
  );
}

function Submitted({ at }: { at: number }) {
  const { t } = useTranslation();
  return (
    <Fact term={t('review.columns.submitted')}>
      <Time ms={at} />
    </Fact>
  );
}

export function DepositDetail({ item }: { item: StaffDepositItem }) {
  const { t } = useTranslation();
  const { language } = useConsole();
  return (
    <dl className="facts">
      <Customer item={item} />
      <Fact term={t('review.columns.amount')} className="amount">
        <Money value={item.amount} language={language} /> USDT
      </Fact>
      <Fact term={t('review.columns.method')}>{t(`review.method.${item.method}`)}</Fact>
      <Fact term={t('review.columns.channel')} className="mono">
        {item.channelId}
      </Fact>
      {item.method === 'usdt' && (
        <Fact term={t('review.txHash')} className="mono wrap">
          {item.txHash ?? '—'}
        </Fact>
      )}
      <Fact term={t('review.columns.receipt')}>{item.hasVoucher ? t('review.receiptAttached') : t('review.receiptNone')}</Fact>
      <Submitted at={item.createdAt} />
    </dl>
  );
}

export function WithdrawalDetail({ item }: { item: StaffWithdrawalItem }) {
  const { t } = useTranslation();
  const { language } = useConsole();
  return (
    <>
      <dl className="facts">
        <Customer item={item} />
        <Fact term={t('review.columns.verifiedName')}>{item.verifiedName ?? <span className="warn">{t('review.notVerified')}</span>}</Fact>
        <Fact term={t('review.columns.amount')} className="amount">
          <Money value={item.amount} language={language} /> USDT
        </Fact>
        <Fact term={t('review.tax')}>
          <Money value={item.tax} language={language} /> USDT
        </Fact>
        <Fact term={t('review.columns.method')}>{t(`review.method.${item.method}`)}</Fact>
        <Fact term={t('review.columns.destination')}>
          <span className="mono">{item.destinationLabel}</span>
          <dl className="sub">
            {destinationFields(item.destination).map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd className="mono wrap">{value}</dd>
              </div>
            ))}
          </dl>
        </Fact>
        <dt>{t('review.columns.approval')}</dt>
        <dd data-testid="approval-state">
          {item.needsSecondApproval ? (
            <>
              <strong>{t('review.needsTwo')}</strong>
              <br />
              {item.firstApproval ? (
                <>
                  {t('review.firstApprovalBy', { login: item.firstApproval.by })} · <Time ms={item.firstApproval.at} />
                </>
              ) : (
                <span className="muted">{t('review.noApprovalYet')}</span>
              )}
            </>
          ) : (
            t('review.needsOne')
          )}
        </dd>
        <Submitted at={item.createdAt} />
      </dl>
      <h4>{t('review.balances')}</h4>
      <table className="mini" aria-label={t('review.balances')}>
        <TableHead columns={[t('review.wallet'), { num: t('review.available') }, { num: t('review.frozen') }]} />
        <tbody>
          {item.balances.map((b) => (
            <tr key={b.account}>
              <th scope="row">{b.account}</th>
              <td className="num">
                <Money value={b.available} language={language} />
              </td>
              <td className="num">
                <Money value={b.frozen} language={language} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>{t('review.activity')}</h4>
      {item.recentActivity.length === 0 ? (
        <p className="muted">{t('review.noActivity')}</p>
      ) : (
        <div className="scroll">
          <table className="mini" aria-label={t('review.activity')}>
            <TableHead
              columns={[
                t('review.when'),
                t('review.wallet'),
                t('review.kind'),
                { num: t('review.available') },
                { num: t('review.frozen') },
                t('review.ref'),
              ]}
            />
            <tbody>
              {item.recentActivity.map((a, i) => (
                <tr key={i}>
                  <td>
                    <Time ms={a.at} />
                  </td>
                  <td>{a.account}</td>
                  <td>{a.kind}</td>
                  <td className="num">
                    <Money value={a.available} language={language} />
                  </td>
                  <td className="num">
                    <Money value={a.frozen} language={language} />
                  </td>
                  <td className="mono">{a.ref ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

type Side = 'front' | 'reverse';
/** A blob: URL, the provider's refusal, or an answer that is no image the console shows. */
type ImageState = { url: string } | { error: string } | { notImage: true } | null;

export function RealNameDetail({ item }: { item: StaffRealNameItem }) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="facts">
        <Customer item={item} />
        <Fact term={t('review.columns.name')} className="amount">
          {item.name}
        </Fact>
        <Fact term={t('review.columns.idNumber')} className="mono">
          {item.idNumber}
        </Fact>
        <Submitted at={item.createdAt} />
      </dl>
      <IdImages id={item.id} />
    </>
  );
}

/** The two ID images, read once per item shown (each read is audited), as blob: URLs revoked when the item goes. */
function IdImages({ id }: { id: number }) {
  const { t } = useTranslation();
  const { client } = useConsole();
  const [images, setImages] = useState<Record<Side, ImageState>>({ front: null, reverse: null });
  const [zoomed, setZoomed] = useState<Side | null>(null);

  useEffect(() => {
    let cancelled = false;
    const urls: string[] = [];
    setImages({ front: null, reverse: null });
    void (async () => {
      for (const side of ['front', 'reverse'] as const) {
        const result = await client.call('review/realnameImage', { id, side });
        if (cancelled) return;
        let state: ImageState;
        if (!result.ok) state = { error: result.message };
        else {
          const image = imageBytes(result.data);
          if (image) {
            const url = URL.createObjectURL(new Blob([image.bytes], { type: image.type }));
            urls.push(url);
            state = { url };
          } else state = { notImage: true };
        }
        setImages((before) => ({ ...before, [side]: state }));
      }
    })();
    return () => {
      cancelled = true;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [client, id]);

  return (
    <div className="id-images">
      {(['front', 'reverse'] as const).map((side) => {
        const image = images[side];
        const label = t(`review.image.${side}`);
        return (
          <figure key={side} className={zoomed === side ? 'zoomed' : undefined}>
            {image === null ? (
              <p className="muted">{t('app.loading')}</p>
            ) : 'url' in image ? (
              <button
                type="button"
                className="image"
                onClick={() => setZoomed(zoomed === side ? null : side)}
                aria-pressed={zoomed === side}
                aria-label={t('review.image.zoom', { side: label })}
              >
                <img src={image.url} alt={label} />
              </button>
            ) : (
              <p className="field-error">{'error' in image ? image.error : t('review.notAnImage')}</p>
            )}
            <figcaption>{label}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}
