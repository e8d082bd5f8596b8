// This remote bundles its own antd-mobile (not a federation singleton), whose default locale is
// zh-CN: the pages that draw antd-mobile parts (the key-figures popup's mask, the watchlist's swipe
// actions) import this module so those parts follow the interface language. Not in
// src/i18n.ts: Home's widgets load that, and they draw no antd-mobile.
import { setDefaultConfig } from 'antd-mobile';
import { followUiLanguageInAntd } from '@app/shared';

followUiLanguageInAntd(setDefaultConfig);
