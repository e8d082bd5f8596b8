import { List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UP_DOWN_CONVENTIONS, setUpDownConvention, upDownColors, useUpDownConvention, type UpDownConvention } from '@app/shared';
import { NS } from '../i18n';
import { ChoiceSheet } from '../common/ChoiceSheet';

const KEY: Record<UpDownConvention, string> = { 'red-up': 'mine.colors.redUp', 'green-up': 'mine.colors.greenUp' };

/** The convention's colours with their arrows: colour is never the only sign. */
function Swatch({ convention }: { convention: UpDownConvention }) {
  const { up, down } = upDownColors(convention);
  return (
    <span className="mine__updown-swatch" aria-hidden="true">
      <span style={{ color: up.text }}>▲</span>
      <span style={{ color: down.text }}>▼</span>
    </span>
  );
}

/**
 * Mine's "price colours" item: red up (Asian brokers, the default) or green up (Western brokers),
 * stored on this device; every rise, Buy, bid and candle of the app follows it (ui.css variables).
 */
export function UpDownColorPicker() {
  const { t } = useTranslation(NS);
  const convention = useUpDownConvention();
  const [visible, setVisible] = useState(false);
  return (
    <>
      <List.Item
        extra={
          <span className="mine__updown" data-testid="updown-current">
            <Swatch convention={convention} />
            {t(KEY[convention])}
          </span>
        }
        onClick={() => setVisible(true)}
        data-testid="updown-item"
      >
        {t('mine.colors.title')}
      </List.Item>
      <ChoiceSheet
        visible={visible}
        label={t('mine.colors.title')}
        onClose={() => setVisible(false)}
        extra={t('mine.colors.hint')}
        cancelText={t('action.cancel', { ns: 'common' })}
        choices={UP_DOWN_CONVENTIONS.map((c) => ({
          key: c,
          text: (
            <span className="mine__updown" data-testid={`updown-${c}`}>
              <Swatch convention={c} />
              {t(KEY[c])}
            </span>
          ),
        }))}
        current={convention}
        onChoose={(c) => {
          setVisible(false);
          setUpDownConvention(c);
        }}
      />
    </>
  );
}
