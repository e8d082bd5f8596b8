import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { antdEnglish, followUiLanguageInAntd, type AntdLocale } from '@app/shared';

/**
 * antd-mobile's own texts follow the interface language (issue 15): the shell's components through
 * the ConfigProvider, its imperative Toast and Dialog (@app/shared's overlays, built with the
 * shell's copy of antd-mobile) through the default config. Switches when the language changes.
 */
export function AntdLocale({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState<AntdLocale>(antdEnglish);
  useEffect(() => followUiLanguageInAntd((config) => {
    setDefaultConfig(config);
    setLocale(config.locale);
  }), []);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
