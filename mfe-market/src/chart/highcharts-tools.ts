// The stock-tools toolbar and everything it offers, loaded on the toolbar's first use (or at
// once when the product has a saved chart, whose indicators and drawings need them). Highcharts'
// ESM modules register themselves on the one Highcharts namespace already loaded.
import 'highcharts/esm/indicators/indicators-all.js';
import 'highcharts/esm/modules/drag-panes.js';
import 'highcharts/esm/modules/annotations-advanced.js';
import 'highcharts/esm/modules/full-screen.js';
import 'highcharts/esm/modules/heikinashi.js';
import 'highcharts/esm/modules/hollowcandlestick.js';
import 'highcharts/esm/modules/stock-tools.js';
import 'highcharts/css/stocktools/gui.css';
import 'highcharts/css/annotations/popup.css';
import './stock-tools-theme.css';

export const TOOLS_LOADED = true;
