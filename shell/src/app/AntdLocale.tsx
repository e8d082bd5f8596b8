import { setDefaultConfig } from 'antd-mobile/cjs/components/config-provider';
import { useEffect, type ReactNode } from 'react';
import { followUiLanguageInAntd } from '@app/shared';

/**
 * antd-mobile's own texts follow the interface language (issue 15). The shell's antd-mobile parts
 * (tab bar, notice bar, and @app/shared's imperative Toast and Dialog) read antd-mobile's default
 * config, so setting it is enough; a ConfigProvider would add ~4 KB (ahooks) to every first load
 * for nothing. Switches when the language changes.
 */
export function AntdLocale({ children }: { children: ReactNode }) {
  useEffect(() => followUiLanguageInAntd(setDefaultConfig), []);
  return <>{children}</>;
}
