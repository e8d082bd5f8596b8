// One factory for the six front-end builds (the shell host and the five remotes).
// Each package's webpack.config.js is a few lines calling `federatedConfig`.
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const demoSecrets = require('./shared/src/transport/demo-secrets.json');

/** Libraries every build shares as singletons: fetched and evaluated once in the browser. */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  '@app/shared',
];

/**
 * The shell puts its federation runtime on the global the remotes' entries expect
 * (experiments.externalRuntime). This is what `experiments.provideExternalRuntime` adds, but
 * taken as ES module: the option resolves the plugin's CommonJS build, which would bundle a
 * second, CommonJS copy of the runtime (25 KB gzip) beside the shell's own.
 */
const INJECT_RUNTIME_PLUGIN = path.join(__dirname, 'node_modules/@module-federation/inject-external-runtime-core-plugin/dist/index.js');

/** Aliased modules whose own package.json is not the library's: their version is given here. */
const REACT_ROUTER_CLIENT = path.join(__dirname, 'shared/src/router/react-router-client.mjs');
const REACT_I18NEXT_CLIENT = path.join(__dirname, 'shared/src/i18n/react-i18next-client.mjs');
const PROVIDED_VERSIONS = {
  'react-router': require('react-router/package.json').version,
  'react-i18next': require('react-i18next/package.json').version,
};

function sharedMap(pkg, isHost) {
  const deps = pkg.dependencies || {};
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const base = name.replace(/\/$/, '');
      const version = PROVIDED_VERSIONS[name];
      // The shell provides every singleton eagerly (inside its first scripts: two files, not a
      // file per library, a few round trips fewer on a phone network); a remote only consumes
      // them (`import: false`: no fallback copy is built), as it only ever runs inside the shell.
      // The shell checks no version range against its own copies (it is their provider: nothing to
      // choose between), which spares the federation runtime a semver parse per consumed module at
      // start (~45 ms of a phone's main thread); a remote keeps its range, so the release
      // gate and the runtime still refuse a remote built against another major.
      return [
        name,
        {
          singleton: true,
          requiredVersion: isHost ? false : deps[base] || false,
          ...(version ? { version } : {}),
          ...(isHost ? { eager: true } : { import: false }),
        },
      ];
    }),
  );
}

/**
 * Entry file names. webpack 5.111 asks the federation runtime module for the entry's path while
 * it is still computing hashes, when [contenthash] cannot be resolved yet (module-federation/core
 * #5077). The runtime only needs the directory depth of that path, so during hashing we answer
 * without the hash (same depth); the emitted file still carries its content hash.
 */
function entryFilename(pathData) {
  const hashed = pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript;
  return hashed ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * Writes `<file>.gz` (gzip -9) and `<file>.br` (brotli 11) beside every text asset the browser
 * downloads, once, at build time. The server sends them as they are (@fastify/static
 * preCompressed) instead of compressing each response at a fast level: ~5 % fewer bytes on the
 * wire and no compression work per request. index.html is left out: the server adds the page's
 * preload hints to it when it sends it (server/src/static/index-html.ts).
 */
class PrecompressAssets {
  apply(compiler) {
    const gzip = promisify(zlib.gzip);
    const brotli = promisify(zlib.brotliCompress);
    compiler.hooks.thisCompilation.tap('PrecompressAssets', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressAssets', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const names = Object.keys(assets).filter((n) => /\.(js|css|json|svg)$/.test(n) && assets[n].size() >= 1024);
          await Promise.all(
            names.map(async (name) => {
              const source = assets[name].buffer();
              const [gz, br] = await Promise.all([
                gzip(source, { level: 9 }),
                brotli(source, {
                  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
                }),
              ]);
              compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gz), { compressed: true, development: true });
              compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(br), { compressed: true, development: true });
            }),
          );
        },
      );
    });
  }
}

/**
 * V8's explicit compile hint: a file that starts with `//# allFunctionsCalledOnLoad` has
 * every function compiled eagerly while it streams in, on a background thread, instead of lazily
 * on the main thread the first time each is called. Only for the code every first load runs: the
 * shell's initial chunks and its start-up chunk, a remote's entry and its exposed modules. Measured
 * (CPU profile at 4× slowdown, the Market page): main-thread time in vendor.js 1,091 → 557 ms and
 * in main.js 650 → 178 ms; Lighthouse Home TBT 700 → 570 ms. Browsers without the hint read a
 * comment. Applied after minification (which would drop it), before source maps and compression.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
class CompileHints {
  constructor(isHost) {
    this.isHost = isHost;
  }

  apply(compiler) {
    const wanted = (chunk) =>
      this.isHost
        ? chunk.canBeInitial() || chunk.name === 'startup-app'
        : chunk.hasRuntime() || (chunk.name || '').startsWith('__federation_expose_');
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!wanted(chunk)) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}

/**
 * A remote's `page-chunks.json`: for each lazily imported page named `page-*` (webpackChunkName),
 * every file of its chunk group, the split chunks webpack made for it included. The server preloads
 * them for the routes whose routes.json names the page in `chunks` (without them the
 * page's code was fetched one round trip after `./routes`, or a split-off chunk of it after that).
 */
class PageChunkGroups {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageChunkGroups', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageChunkGroups', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const pages = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!name.startsWith('page-')) continue;
          const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((f) => /\.(js|css)$/.test(f));
          pages[name] = { css: files.filter((f) => f.endsWith('.css')).sort(), js: files.filter((f) => f.endsWith('.js')).sort() };
        }
        compilation.emitAsset('page-chunks.json', new webpack.sources.RawSource(`${JSON.stringify(pages, null, 2)}\n`));
      });
    });
  }
}

/**
 * For the release gate (server/src/release/gate/, on the provider): a remote's `shared-imports.json` lists the
 * runtime exports of @app/shared its code imports, the shell's `shared-surface.json` those its
 * copy provides; the gate refuses a remote that needs one the live shell lacks. Read from the
 * source files of this build by scripts/shared-surface.mjs.
 */
class SharedExportsRecord {
  constructor(isHost) {
    this.isHost = isHost;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedExportsRecord', (compilation) => {
      let files = [];
      compilation.hooks.finishModules.tap('SharedExportsRecord', (modules) => {
        files = [...modules]
          .map((m) => m.resourceResolveData?.path ?? m.resource)
          .filter((f) => typeof f === 'string' && !/[\\/]node_modules[\\/]/.test(f));
      });
      compilation.hooks.processAssets.tapPromise(
        { name: 'SharedExportsRecord', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const { buildRecord } = await import('./scripts/shared-surface.mjs');
          const { file, record } = buildRecord({ isHost: this.isHost, files, root: __dirname, singletons: SINGLETONS });
          compilation.emitAsset(file, new webpack.sources.RawSource(`${JSON.stringify(record, null, 2)}\n`));
        },
      );
    });
  }
}

/** Module name of a remote inside the federation runtime: `market` for mfe-market. */
function remoteName(pkgName) {
  return pkgName.replace(/^mfe-/, '');
}

/**
 * @param {object} opts
 * @param {string} opts.dir            the package folder (__dirname of its webpack.config.js)
 * @param {'host'|'remote'} opts.kind
 * @param {Record<string,string>} [opts.exposes]  remote exposes, e.g. { './routes': './src/routes.tsx' }
 */
function federatedConfig({ dir, kind, exposes = {} }) {
  const pkg = require(path.join(dir, 'package.json'));
  const isHost = kind === 'host';
  const name = isHost ? 'shell' : remoteName(pkg.name);
  return (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: isHost ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The host is served from `/`; a remote from its versioned folder, found at run time.
        publicPath: isHost ? '/' : 'auto',
        filename: entryFilename,
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        chunkLoadTimeout: 120_000, // docs/product.md §9: chunk load timeout 120 s
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        alias: {
          // The client API of react-router only (see that file): the singleton stays tree-shaken.
          'react-router$': REACT_ROUTER_CLIENT,
          // Likewise react-i18next without <Trans> (the app translates with `t`).
          'react-i18next$': REACT_I18NEXT_CLIENT,
          'react-i18next-full$': path.join(__dirname, 'node_modules/react-i18next/dist/es/index.js'),
          // Deep imports of antd-mobile's CommonJS build (the path Jest can load, see
          // shared/src/ui/overlays.ts) get its ES build in the browser: tree-shaken, one copy.
          'antd-mobile/cjs': path.join(__dirname, 'node_modules/antd-mobile/es'),
          // react-router's package exports name only its development build; use the production one.
          'react-router-full$': path.join(
            __dirname,
            `node_modules/react-router/dist/${production ? 'production' : 'development'}/index.mjs`,
          ),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          // CSS is real stylesheets, in the shell and in every remote: a chunk's .css file sits
          // beside its .js in the remote's versioned folder, and webpack's chunk loading fetches
          // both before the chunk runs (no flash of unstyled content). Not style-loader: CSS
          // inside JS is JavaScript to download, parse and run (bytes Home's first load would carry).
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { sourceMap: !production } }] },
          { test: /\.(woff2?|png|jpe?g|gif|webp)$/, type: 'asset/resource' },
          { test: /\.svg$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
        ],
      },
      optimization: {
        // Named chunk ids: a file says what it holds (vendors-node_modules_highcharts…), which the
        // e2e tests use to prove Highcharts is fetched only for a chart.
        chunkIds: 'named',
        // The shell's libraries (the singletons it provides eagerly, see sharedMap) in a file of
        // their own beside main.js: a release of the shell's code leaves them cached.
        ...(isHost
          ? {
              splitChunks: {
                cacheGroups: { vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', enforce: true } },
              },
            }
          : {}),
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          remotes: {}, // the shell learns remote URLs at run time from /remotes.json
          shared: sharedMap(pkg, isHost),
          shareStrategy: 'loaded-first',
          runtimePlugins: isHost ? [path.join(dir, 'src/remotes/error-plugin.ts'), INJECT_RUNTIME_PLUGIN] : [],
          manifest: !isHost,
          dts: false,
          dev: false,
          // One federation runtime in the page: the shell provides it (INJECT_RUNTIME_PLUGIN), the
          // remote entries use it instead of bundling their own copy (18 KB gzip less each).
          experiments: isHost
            ? { optimization: { disableSnapshot: true, target: 'web' } }
            : { externalRuntime: true, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
        }),
        isHost &&
          new webpack.DefinePlugin({
            __SIGN_SECRETS__: JSON.stringify({
              main: process.env.SIGN_SECRET_MAIN || demoSecrets.main,
              chat: process.env.SIGN_SECRET_CHAT || demoSecrets.chat,
            }),
          }),
        new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
        production && new CompileHints(isHost),
        !isHost && new PageChunkGroups(),
        new SharedExportsRecord(isHost),
        production && new PrecompressAssets(),
        isHost && new HtmlWebpackPlugin({ template: './public/index.html', inject: 'body', scriptLoading: 'defer' }),
      ].filter(Boolean),
      stats: 'errors-warnings',
    };
  };
}

module.exports = { federatedConfig, SINGLETONS };
