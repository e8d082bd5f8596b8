const HtmlWebpackPlugin = require('html-webpack-plugin');
const { federatedConfig } = require('../webpack.common');

const base = federatedConfig({ dir: __dirname, kind: 'host' });

/**
 * `<link rel="preload">` in index.html for every script and stylesheet the app needs to start: the chunks of the
 * `import('./bootstrap')` boundary, of chunks named `startup-*` (bootstrap's own later steps) and of the shared singletons the shell provides (with
 * 'loaded-first' those are the copies everyone uses; the consume-side fallbacks stay unloaded). Without it they are discovered
 * only once main.js has run, a whole round trip (and main.js's evaluation) later; with it they
 * download in parallel with main.js (Lighthouse LCP, issue 4). Lazy chunks (overlays, remotes'
 * pages) are not preloaded.
 */
class PreloadStartupScripts {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupScripts', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupScripts', (data) => {
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          const startup = group.name?.startsWith('startup-') || group.origins.some((o) => (o.request === './bootstrap')
            || o.module?.constructor?.name === 'ProvideSharedModule');
          if (!startup && !group.isInitial()) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
        }
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '/' : compilation.outputOptions.publicPath;
        // Stylesheets first: mini-css-extract holds the bootstrap chunk back until its CSS is in.
        const ordered = [...files].sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')) || a.localeCompare(b));
        data.headTags.push(...ordered.map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', {
          rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${publicPath}${file}`,
        })));
        return data;
      });
    });
  }
}

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new PreloadStartupScripts());
  return config;
};
