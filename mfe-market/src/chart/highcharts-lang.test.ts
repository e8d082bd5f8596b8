// Highcharts' texts in every interface language: the stock-tools toolbar, its popups and the chart.
import { CHART_LANG_PACKS } from './highcharts-lang';
import { TOOLBAR_BUTTONS } from './chart-options';

type Tree = { [k: string]: unknown };
const flatten = (tree: Tree, prefix = ''): Record<string, unknown> =>
  Object.entries(tree).reduce<Record<string, unknown>>((out, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return v && typeof v === 'object' && !Array.isArray(v) ? { ...out, ...flatten(v as Tree, key) } : { ...out, [key]: v };
  }, {});

describe('chart language packs', () => {
  const reference = flatten(CHART_LANG_PACKS['zh-Hans']);

  it.each(['zh-Hant', 'ja'] as const)('%s has every text of the zh-Hans pack, none empty', (lang) => {
    const pack = flatten(CHART_LANG_PACKS[lang]);
    expect(Object.keys(pack).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, value] of Object.entries(pack)) {
      if (key === 'rangeSelectorFrom') continue; // empty in Highcharts' own packs too
      expect([key, Array.isArray(value) ? value.length > 0 : String(value).trim().length > 0]).toEqual([key, true]);
    }
  });

  it.each(['zh-Hans', 'zh-Hant', 'ja'] as const)('%s translates every toolbar button and the popup texts', (lang) => {
    const pack = CHART_LANG_PACKS[lang] as { stockTools: { gui: Record<string, string> }; navigation: { popup: Record<string, unknown> } };
    for (const button of TOOLBAR_BUTTONS)
      expect([button, /[\u3040-\u30ff\u4e00-\u9fff]/.test(pack.stockTools.gui[button])]).toEqual([button, true]);
    expect(Object.keys(pack.navigation.popup).length).toBeGreaterThan(90);
    expect(pack.navigation.popup.addButton).not.toBe('Add');
  });

  it('zh-Hant is written in traditional characters', () => {
    const text = JSON.stringify(CHART_LANG_PACKS['zh-Hant']);
    for (const simplified of ['线', '图', '时', '择', '数', '标', '据', '显', '载', '缩'])
      expect([simplified, text.includes(simplified)]).toEqual([simplified, false]);
  });
});
