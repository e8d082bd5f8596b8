import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ProfileRow } from '@app/shared';
import '../common/antd-locale';
import { NS } from '../i18n';
import { rowLabel } from './row-label';

const TONE_CLASS = { 1: 'up', [-1]: 'down', 0: '' } as const;

/** The info popup (docs/product.md §2): label/value pairs, values red (up) or green (down). */
export function InfoPopup({ rows, title, open, onClose }: { rows: ProfileRow[]; title: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="info-popup" destroyOnClose>
      <div data-testid="info-popup">
        <header className="info-popup__head">
          <h3>{title}</h3>
          <button type="button" onClick={onClose} aria-label={t('action.back', { ns: 'common' })}>
            ✕
          </button>
        </header>
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
