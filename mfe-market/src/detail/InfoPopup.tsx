import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { divideRounded, formatDecimal, parseDecimal, type ProductDetail, type ProfileRow } from '@app/shared';
import '../common/antd-locale';
import { useMarketProductDetailQuery } from '../common/market-api';
import { useLivePrice, type LivePrice } from '../common/quotes/use-live-product';
import { NS } from '../i18n';
import { rowLabel } from './row-label';

const TONE_CLASS = { 1: 'up', [-1]: 'down', 0: '' } as const;

const toneOf = (value: number, reference: number): 1 | -1 | 0 => (value > reference ? 1 : value < reference ? -1 : 0);

/**
 * The rows with the figures the live quote carries in place of the snapshot's: high and low
 * (coloured against the previous close), change and change % (by their sign), and the amplitude
 * ((high − low) / previous close, as the provider computes it). The others stay as answered.
 */
export function liveInfoRows(rows: readonly ProfileRow[], live: LivePrice, prevClose: string, decimals: number): ProfileRow[] {
  const high = parseDecimal(live.high, decimals);
  const low = parseDecimal(live.low, decimals);
  const change = parseDecimal(live.change, decimals);
  const previous = parseDecimal(prevClose, decimals);
  if (high === null || low === null || change === null || previous === null || previous <= 0) return [...rows];
  const now: Record<string, Pick<ProfileRow, 'value' | 'tone'>> = {
    high: { value: live.high, tone: toneOf(high, previous) },
    low: { value: live.low, tone: toneOf(low, previous) },
    change: { value: live.change, tone: toneOf(change, 0) },
    changePct: { value: `${live.changePct}%`, tone: toneOf(change, 0) },
    amplitude: { value: `${formatDecimal(divideRounded((high - low) * 10_000, previous, 'half-up'), 2)}%`, tone: 0 },
  };
  return rows.map((r) => (r.key && now[r.key] ? { ...r, ...now[r.key] } : r));
}

/**
 * The info popup (docs/product.md §2): label/value pairs, values red (up) or green (down). While
 * open it follows the live quote, as the price block beside it does, and asks for the snapshot
 * again (volume, turnover and the rest move too).
 */
export function InfoPopup({ detail, title, open, onClose }: { detail: ProductDetail; title: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const fresh = useMarketProductDetailQuery(detail.code, { skip: !open, refetchOnMountOrArgChange: true }).data ?? detail;
  const live = useLivePrice(fresh);
  const rows = liveInfoRows(fresh.info, live, fresh.prevClose, fresh.decimals);
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="info-popup" destroyOnClose>
      <div data-testid="info-popup">
        {/* Not a <header>: outside the page's main, that would be a second banner landmark. */}
        <div className="info-popup__head">
          <h3>{title}</h3>
          <button type="button" onClick={onClose} aria-label={t('action.back', { ns: 'common' })}>
            ✕
          </button>
        </div>
        <dl className="info-popup__rows">
          {rows.map((r) => (
            <div key={r.key ?? r.label} className="info-popup__row">
              <dt>{rowLabel(t, r)}</dt>
              <dd className={`num ${TONE_CLASS[r.tone ?? 0]}`}>{r.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Popup>
  );
}
