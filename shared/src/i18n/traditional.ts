// Simplified → Traditional Chinese for the texts the provider holds in simplified Chinese only
// (zh-Hant's fallback before English), with OpenCC (opencc-js: OpenCC's own dictionaries, phrase
// by phrase, then character by character). In @app/shared as its own entry
// (@app/shared/i18n/traditional, never in the singleton or a customer bundle: the dictionaries are
// about 1 MB) because the server converts with it and the journeys check the pages against it.
//
// Configuration s2twp, Taiwan standard with Taiwan phrases: the app's own traditional texts (the
// zh-Hant locale files) are written the Taiwan way (登入, 網路, 資料, 資訊, 軟體, 影片), and OpenCC's
// phrase tables give the provider's texts the same words (登录 → 登入, 数据 → 資料, 视频 → 影片);
// s2hk would keep the mainland words in Traditional characters (登錄, 數據, 視頻).
//
// A few house words on top of OpenCC's output (OpenCC's own way of adding words: a user phrase
// table): 帳戶 / 帳號 for account, as the app writes it, where OpenCC's standard writes 賬; and two
// phrases of the seeded texts that OpenCC's longest-match segmentation cuts wrongly, meeting one of
// its rare-word exceptions (小价 in 最小价位, 元后 in 日元后) and leaving a simplified character.
import { Converter, CustomConverter, Locale } from 'opencc-js/cn2t';

const HOUSE_WORDS: ReadonlyArray<[string, string]> = [
  ['賬戶', '帳戶'],
  ['賬號', '帳號'],
  ['最小价位', '最小價位'],
  ['日元后', '日元後'],
];

let convert: ((text: string) => string) | null = null;
const converted = new Map<string, string>();
/** Converted texts kept (the provider answers the same seeded texts again and again). */
const KEPT = 5000;

/** The text in Traditional characters and Taiwan words. */
export function toTraditional(text: string): string {
  if (convert === null) {
    const s2twp = Converter({ from: 'cn', to: 'twp' });
    const house = CustomConverter(HOUSE_WORDS);
    convert = (s) => house(s2twp(s));
  }
  let out = converted.get(text);
  if (out === undefined) {
    out = convert(text);
    if (converted.size >= KEPT) converted.clear();
    converted.set(text, out);
  }
  return out;
}

type Dict = string | readonly (readonly [string, string])[];
const entries = (dict: Dict): Array<[string, string]> =>
  typeof dict === 'string'
    ? dict
        .split('|')
        .filter(Boolean)
        .map((e) => e.split(' ') as [string, string])
    : dict.map(([from, to]) => [from, to]);

let simplifiedOnly: string | null = null;

/**
 * Characters that read as simplified Chinese, from OpenCC's s2twp data: the characters its
 * simplified → traditional character table changes (发 → 發, 轨 → 軌), less every character OpenCC
 * itself writes in Traditional text, as a character table's output (群, 秘) or kept in a phrase
 * (后: 皇后; 干: 若干; 里: 公里; 台: 台山; 据: 拮据; 价: 价人; 恒: 恒生). So nothing the converter
 * writes is ever reported; a character legitimate in some Traditional words cannot be judged
 * alone (a text can: it reads as Traditional when toTraditional leaves it as it is).
 */
export function simplifiedOnlyCharacters(): string {
  if (simplifiedOnly !== null) return simplifiedOnly;
  const s2twp = Locale.configs?.s2twp;
  if (!s2twp) throw new Error('opencc-js has no s2twp configuration');
  const changed = new Set<string>();
  const written = new Set<string>();
  for (const [i, group] of s2twp.conversionChain.entries()) {
    for (const dict of group as Dict[]) {
      for (const [from, to] of entries(dict)) {
        if (i === 0 && [...from].length === 1 && to !== from) changed.add(from);
        for (const ch of to) written.add(ch);
      }
    }
  }
  simplifiedOnly = [...changed].filter((ch) => !written.has(ch)).join('');
  return simplifiedOnly;
}
