import { UI_LANGUAGES } from '@app/shared';
import { INDICATOR_NAMES, applyIndicatorNames } from './indicator-names';
import type { HighchartsStatic } from './load-highcharts';

function fakeHighcharts() {
  class SMA {}
  class EMA extends SMA {}
  class BB {}
  (BB.prototype as { nameBase?: string }).nameBase = 'Bollinger Bands';
  return { seriesTypes: { sma: SMA, ema: EMA, bb: BB, line: class {} } } as unknown as HighchartsStatic & {
    seriesTypes: Record<string, { prototype: { nameBase?: string } }>;
  };
}

describe('applyIndicatorNames', () => {
  it('names every indicator in each language and restores the English ones', () => {
    const H = fakeHighcharts();
    applyIndicatorNames(H, 'ja');
    expect(H.seriesTypes.sma.prototype.nameBase).toBe('単純移動平均 SMA');
    expect(H.seriesTypes.ema.prototype.nameBase).toBe('指数平滑移動平均 EMA');
    expect(H.seriesTypes.line.prototype.nameBase).toBeUndefined();
    applyIndicatorNames(H, 'zh-Hant');
    expect(H.seriesTypes.bb.prototype.nameBase).toBe('布林通道 BB');
    applyIndicatorNames(H, 'en');
    expect(H.seriesTypes.bb.prototype.nameBase).toBe('Bollinger Bands');
    expect(H.seriesTypes.sma.prototype.nameBase).toBeUndefined();
    expect(H.seriesTypes.ema.prototype.nameBase).toBeUndefined();
  });

  it('has a name in every non-English language for every indicator', () => {
    for (const names of Object.values(INDICATOR_NAMES)) {
      for (const lang of UI_LANGUAGES.filter((l) => l !== 'en')) expect(names[lang as Exclude<typeof lang, 'en'>]).toBeTruthy();
    }
  });
});
