// What the stock chart needs to draw, as ONE lazily loaded chunk group: this module is only
// reached through `import()` in load-highcharts.ts (detail and spot pages), so Home and the Market
// list never carry a Highcharts byte. The stock-tools toolbar's extras (indicators, drawings,
// panes, full screen, the other chart types) are a second chunk, highcharts-tools.ts, fetched on
// the toolbar's first use (their evaluation no longer blocks the page's first input).
import Highcharts from 'highcharts/esm/highstock.js';
import 'highcharts/esm/modules/price-indicator.js';
import { STOCK_ICONS_URL } from './stock-icons';

export { STOCK_ICONS_URL };
// The official React wrapper comes with the library it draws, not with the page: split off with
// PriceBlock it was a request of its own before a product page's first paint.
export { default as HighchartsReact } from 'highcharts-react-official';
// The chart's texts in the four languages (≈ 28 KB of packs and indicator names) travel with the
// chart's code, not in the Detail page's first bytes.
export { applyChartLanguage } from './highcharts-lang';
export default Highcharts;
