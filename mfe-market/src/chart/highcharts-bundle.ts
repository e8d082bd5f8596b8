// Everything the stock chart needs, in dependency order, as ONE lazily loaded chunk group:
// this module is only reached through `import()` in load-highcharts.ts (detail and spot pages),
// so Home and the Market list never carry a Highcharts byte.
import Highcharts from 'highcharts/esm/highstock.js';
import 'highcharts/esm/indicators/indicators-all.js';
import 'highcharts/esm/modules/drag-panes.js';
import 'highcharts/esm/modules/annotations-advanced.js';
import 'highcharts/esm/modules/price-indicator.js';
import 'highcharts/esm/modules/full-screen.js';
import 'highcharts/esm/modules/heikinashi.js';
import 'highcharts/esm/modules/hollowcandlestick.js';
import 'highcharts/esm/modules/stock-tools.js';
import 'highcharts/css/stocktools/gui.css';
import 'highcharts/css/annotations/popup.css';
import { STOCK_ICONS_URL } from './stock-icons';
import './stock-tools-theme.css';

export { STOCK_ICONS_URL };
export default Highcharts;
