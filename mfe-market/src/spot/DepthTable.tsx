import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFigure, type Depth } from '@app/shared';
import { NS } from '../i18n';

/** Depth table: 10 levels a side, bids left and asks right, bars show each level's share. Bids wear
 * the "up" colour of Buy, asks the "down" colour of Sell (one meaning per direction). */
export function DepthTable({ depth }: { depth: Depth }) {
  const { t } = useTranslation(NS);
  const rows = Math.max(depth.bids.length, depth.asks.length);
  const maxVolume = Math.max(1, ...depth.bids.map((l) => l.volume), ...depth.asks.map((l) => l.volume));
  const bar = (v: number) => ({ '--share': `${Math.round((v / maxVolume) * 100)}%` }) as CSSProperties;
  return (
    <table className="depth-table" data-testid="depth-table">
      <thead>
        <tr>
          <th scope="col">{t('depth.level')}</th>
          <th scope="col">{t('depth.bidVolume')}</th>
          <th scope="col">{t('depth.bidPrice')}</th>
          <th scope="col">{t('depth.askPrice')}</th>
          <th scope="col">{t('depth.askVolume')}</th>
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, i) => {
          const bid = depth.bids[i];
          const ask = depth.asks[i];
          return (
            <tr key={i}>
              <td className="num depth-table__level">{i + 1}</td>
              <td className="num depth-table__bid-vol" style={bid ? bar(bid.volume) : undefined}>
                {formatFigure(bid?.volume, 0)}
              </td>
              <td className="num up depth-table__bid">{formatFigure(bid?.price)}</td>
              <td className="num down depth-table__ask">{formatFigure(ask?.price)}</td>
              <td className="num depth-table__ask-vol" style={ask ? bar(ask.volume) : undefined}>
                {formatFigure(ask?.volume, 0)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
