import { useEffect, type ReactNode } from 'react';
import { setDefaultConfig } from 'antd-mobile/cjs/components/config-provider';
import { followUiLanguageInAntd } from '@app/shared';

/**
 * antd-mobile's own texts follow the interface language. The shell's antd-mobile parts
 * (@app/shared's imperative Toast and Dialog, in their own lazy chunk) read antd-mobile's default
 * config, so setting it is enough; a ConfigProvider would add ~4 KB (ahooks) to every first load
 * for nothing. The config module rides in the start-up chunk (1.7 KB with antd-mobile's zh-CN
 * default locale): fetched as a chunk of its own after the first render, it was the last request
 * before the largest paint of every page but Home (Lighthouse's LCP chain), and a part
 * drawn before it arrived showed antd's Chinese default. Switches when the language changes.
 */
export function AntdLocale({ children }: { children: ReactNode }) {
  useEffect(() => followUiLanguageInAntd(setDefaultConfig), []);
  return <>{children}</>;
}
