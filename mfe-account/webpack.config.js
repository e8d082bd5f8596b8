const { federatedConfig } = require('../webpack.common');

module.exports = federatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: {
    './routes': './src/routes.tsx',
    './widgets': './src/widgets.tsx',
  },
});
