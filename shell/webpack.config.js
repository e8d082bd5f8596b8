const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { federatedConfig } = require('../webpack.common');
const APP_NAMES = require('./src/pwa/app-names.json');

const base = federatedConfig({ dir: __dirname, kind: 'host' });

/**
 * `<link rel="preload">` in index.html for every script and stylesheet the app needs to start: the chunks of the
 * `import('./bootstrap')` boundary, of chunks named `startup-*` (bootstrap's own later steps) and of the shared singletons the shell provides (with
 * 'loaded-first' those are the copies everyone uses; the consume-side fallbacks stay unloaded). Without it they are discovered
 * only once main.js has run, a whole round trip (and main.js's evaluation) later; with it they
 * download in parallel with main.js (Lighthouse LCP). Lazy chunks (overlays, remotes'
 * pages) are not preloaded.
 */
class PreloadStartupScripts {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupScripts', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupScripts', (data) => {
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          const startup =
            group.name?.startsWith('startup-') ||
            group.origins.some((o) => o.request === './bootstrap' || o.module?.constructor?.name === 'ProvideSharedModule');
          if (!startup && !group.isInitial()) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
        }
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '/' : compilation.outputOptions.publicPath;
        // The start-up stylesheets (~14 KB, ~4.5 KB compressed) go inside index.html, not beside it:
        // a page's first paint then waits for no stylesheet download. With <link rel="stylesheet">,
        // the first paint waited for CSS that shares the connection with ~15 preloaded scripts (a
        // round trip on a phone; on the bench machine, a stylesheet that came late made headless
        // Chromium hold the first frame until ~2.3 s: docs/performance.md). Initial CSS is taken off
        // the <link> tags; a later chunk's (startup-app) is found by mini-css-extract's loader
        // through `data-href`, so it is not requested again.
        const isStylesheet = (t) => t.tagName === 'link' && t.attributes.rel === 'stylesheet';
        const initialCss = data.headTags.filter(isStylesheet).map((t) => String(t.attributes.href).slice(publicPath.length));
        data.headTags = data.headTags.filter((t) => !isStylesheet(t));
        // The initial chunks' stylesheets in their link order, then the later start-up chunks' own.
        const inlined = new Set([...initialCss, ...[...files].filter((f) => f.endsWith('.css')).sort()]);
        data.headTags.push(
          ...[...inlined].map((file) => {
            const asset = compilation.getAsset(file);
            if (!asset) throw new Error(`PreloadStartupScripts: no asset ${file} to inline`);
            const text = asset.source
              .source()
              .toString()
              .replace(/\/\*[\s\S]*?\*\//g, '')
              .replace(/<\/style/gi, '<\\/style');
            return HtmlWebpackPlugin.createHtmlTagObject('style', { 'data-href': `${publicPath}${file}` }, text);
          }),
        );
        const scripts = [...files].filter((f) => f.endsWith('.js')).sort();
        data.headTags.push(
          ...scripts.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
            }),
          ),
        );
        // Barlow's figures (src/styles/barlow.css): every page draws numbers, and a face is otherwise
        // requested only once the first render has laid them out, the last request before the page's
        // largest paint. The letters' faces stay unloaded until a page needs them.
        // In the body, not the head: Chromium makes a font preloaded from the head render-blocking
        // (up to 1.5 s), and the server-painted Home (nav and banner) draws no numeral; from the body's
        // end the preload scanner still requests them at once (the document is one small response).
        const figures = compilation
          .getAssets()
          .map((a) => a.name)
          .filter((name) => /(^|\/)barlow-figures-\d+\.[0-9a-f]+\.woff2$/.test(name))
          .sort();
        data.bodyTags.push(
          ...figures.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: 'anonymous',
              href: `${publicPath}${file}`,
            }),
          ),
        );
        return data;
      });
    });
  }
}

/** The web app manifest's colours: the title bar's blue (index.html's theme-color) and the page's background. */
const THEME_COLOR = '#2454d6';
const BACKGROUND_COLOR = '#f5f6fa';

/** One web app manifest for one interface language: names from src/pwa/app-names.json. */
function webManifest(language) {
  const { name, short_name: shortName, description } = APP_NAMES[language];
  return {
    id: '/',
    name,
    short_name: shortName,
    description,
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The installable app's files: manifest.<language>.webmanifest for each interface language
 * (index.html links the visitor's, the shell follows the interface language) and the icons
 * (public/icons, PNG made from the SVGs beside them).
 */
class EmitAppManifests {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitAppManifests', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitAppManifests', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const language of Object.keys(APP_NAMES)) {
          compilation.emitAsset(
            `manifest.${language}.webmanifest`,
            new webpack.sources.RawSource(`${JSON.stringify(webManifest(language), null, 2)}\n`),
          );
        }
        const icons = path.join(__dirname, 'public/icons');
        for (const file of fs.readdirSync(icons).filter((f) => f.endsWith('.png'))) {
          compilation.emitAsset(`icons/${file}`, new webpack.sources.RawSource(fs.readFileSync(path.join(icons, file))));
        }
      });
    });
  }
}

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new PreloadStartupScripts(), new EmitAppManifests());
  if (argv.mode !== 'development') {
    // The service worker (src/pwa/sw.ts) with the list of the shell's files to precache: its
    // scripts and styles and the Barlow faces; not the compressed copies, maps, the CJK font's
    // hundred faces (cached as used), the icons or manifests, or index.html (network first).
    config.plugins.push(
      new InjectManifest({
        swSrc: path.join(__dirname, 'src/pwa/sw.ts'),
        swDest: 'sw.js',
        include: [/\.(js|css)$/, /barlow-(figures|letters)-.*\.woff2$/],
        // Nor the start-up stylesheets (the initial and startup-* chunks' CSS), which
        // PreloadStartupScripts writes into index.html: no page asks for them (pwa.test.ts checks).
        // By name: a function here would hide workbox's own exclude function, which it appends.
        exclude: [/\.(br|gz|map)$/, /^sw\.js$/, /LICENSE/, /^(vendor|main|startup-[a-z-]+)\.[0-9a-f]{8}\.css$/],
        // Every file carries its content hash in its name: no revision query needed.
        dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      }),
    );
  }
  return config;
};
