// The stock-tools icons ship inside this remote's versioned folder (never a CDN): webpack emits
// every SVG of highcharts/gfx/stock-icons under assets/stock-icons/ with its own file name (see
// mfe-market/webpack.config.js), and the toolbar and popups read them from that folder.
interface WebpackContext {
  keys(): string[];
  (id: string): string | { default: string };
}
declare const require: { context(dir: string, deep: boolean, filter: RegExp): WebpackContext };

const icons = require.context('highcharts/gfx/stock-icons', false, /\.svg$/);
const urls = icons.keys().map((k) => {
  const mod = icons(k);
  return typeof mod === 'string' ? mod : mod.default;
});

/** Folder URL of the emitted icons, with a trailing slash (Highcharts appends the file name). */
export const STOCK_ICONS_URL = urls.length ? urls[0].slice(0, urls[0].lastIndexOf('/') + 1) : '';
