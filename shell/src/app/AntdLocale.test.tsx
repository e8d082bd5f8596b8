// antd-mobile's own texts follow the interface language: its mask was labelled 背景蒙层
// (its zh-CN default) in every language.
import { act, screen, waitFor } from '@testing-library/react';
import { Mask } from 'antd-mobile';
import { getDefaultConfig } from 'antd-mobile/cjs/components/config-provider';
import { setUiLanguage } from '@app/shared';
import { renderWithProviders } from '@app/shared/testing';
import { AntdLocale } from './AntdLocale';

afterEach(async () => {
  await act(async () => {
    await setUiLanguage('en');
  });
});

function maskLabel(): string | null {
  return document.querySelector('.adm-mask-aria-button')?.getAttribute('aria-label') ?? null;
}

describe('AntdLocale', () => {
  it('is English in English, never the zh-CN default', async () => {
    renderWithProviders(
      <AntdLocale>
        <p>app</p>
      </AntdLocale>,
    );
    await waitFor(() => expect(getDefaultConfig().locale.locale).toBe('en'));
    renderWithProviders(<Mask visible onMaskClick={() => undefined} />);
    expect(maskLabel()).toBe('Mask');
  });

  it.each([
    ['ja', 'ja-JP', 'マスク'],
    ['zh-Hant', 'zh-TW', '遮罩層'],
    ['zh-Hans', 'zh-CH', '背景蒙层'], // antd-mobile's zh-CN locale names itself zh-CH
  ] as const)('switches with the language: %s → %s', async (language, locale, label) => {
    renderWithProviders(
      <AntdLocale>
        <p>app</p>
      </AntdLocale>,
    );
    await act(async () => {
      await setUiLanguage(language);
    });
    // Imperative Toast and Dialog (and any part drawn afterwards) read the default config.
    await waitFor(() => expect(getDefaultConfig().locale.locale).toBe(locale));
    renderWithProviders(<Mask visible onMaskClick={() => undefined} />);
    expect(maskLabel()).toBe(label);
    expect(screen.queryByText('Mask')).toBeNull();
  });
});
