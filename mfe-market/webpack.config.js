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
  config.module.rules.push(
    {
      test: STOCK_ICONS,
      resourceQuery: { not: [/inline/] },
      type: 'asset/resource',
      generator: { filename: 'assets/stock-icons/[name][ext]' },
    },
    // The chart's stand-in tools strip draws its eight icons with the page, as data URLs:
    // not eight requests racing the page's largest paint.
    // URL-encoded rather than base64: the text compresses with the chunk (base64 does not).
    {
      test: STOCK_ICONS,
      resourceQuery: /inline/,
      type: 'asset/inline',
      generator: { dataUrl: (content) => `data:image/svg+xml,${encodeURIComponent(content.toString())}` },
    },
  );
  return config;
};
