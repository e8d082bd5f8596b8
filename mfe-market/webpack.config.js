const { federatedConfig } = require('../webpack.common');

const STOCK_ICONS = /highcharts[\\/]gfx[\\/]stock-icons[\\/][^\\/]+\.svg$/;
const base = federatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: {
    './routes': './src/routes.tsx',
    './widgets': './src/widgets.tsx',
  },
});

// Highcharts' stock-tools icons are emitted under their own names in one folder of this remote's
// versioned release (the toolbar composes `iconsURL + name`); never inlined, never from a CDN.
module.exports = (env, argv) => {
  const config = base(env, argv);
  for (const rule of config.module.rules) {
    if (String(rule.test) === String(/\.svg$/)) rule.exclude = STOCK_ICONS;
  }
  config.module.rules.push({ test: STOCK_ICONS, type: 'asset/resource', generator: { filename: 'assets/stock-icons/[name][ext]' } });
  return config;
};
