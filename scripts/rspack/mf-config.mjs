// One rspack + Module Federation recipe for the shell and every remote, so the shared
// singletons are declared once and can never drift apart between builds.
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** Shared singletons: one React, one router, one store library, one design-system (one toast queue). */
export function sharedSingletons(dir) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const dep = (name) => pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
  const versionOf = (name) => {
    // zod reaches the front-ends through @fondly/contract, so it sits in contract/node_modules.
    const where = [dir, path.join(dir, '..', 'contract')].map((d) => path.join(d, 'node_modules', name, 'package.json'));
    return JSON.parse(readFileSync(where.find((p) => existsSync(p)) ?? where[0], 'utf8')).version;
  };
  const single = (name, from = name) => ({
    singleton: true,
    requiredVersion: `^${versionOf(from)}`,
    version: versionOf(from),
  });
  const shared = {
    react: single('react'),
    'react/jsx-runtime': single('react/jsx-runtime', 'react'),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom/client', 'react-dom'),
    'react-router-dom': single('react-router-dom'),
    zustand: single('zustand'),
  };
  if (dep('@fondly/design-system')) {
    shared['@fondly/design-system'] = single('@fondly/design-system');
    shared['@fondly/design-system/client'] = single('@fondly/design-system/client', '@fondly/design-system');
  }
  return shared;
}

/**
 * @param {object} o
 * @param {string} o.dir          package folder
 * @param {string} o.name         federation name (marketing, onboarding, ...)
 * @param {Record<string,string>} [o.exposes]  remotes only
 * @param {boolean} [o.host]      the shell
 * @param {any} o.rspack          the @rspack/core module
 * @param {any} o.ModuleFederationPlugin
 * @param {Record<string, any>} [o.define]  compile-time constants
 */
export function federatedConfig(o) {
  const pkg = JSON.parse(readFileSync(path.join(o.dir, 'package.json'), 'utf8'));
  const production = process.env.NODE_ENV !== 'development';
  // A remote's files live under dist/<version>/, so older versions stay online for rollback.
  const version = o.host ? null : process.env.REMOTE_VERSION || pkg.version;
  const outDir = o.host ? path.join(o.dir, 'dist') : path.join(o.dir, 'dist', version);
  const uniqueName = o.host ? 'fondly_shell' : `fondly_${o.name.replace(/-/g, '_')}`;

  const plugins = [
    new o.ModuleFederationPlugin({
      name: uniqueName,
      ...(o.host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: o.exposes }),
      shared: sharedSingletons(o.dir),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // One federation runtime for the whole site: the shell bundles it and hands it to every
      // remote (decision 115); a remote's remoteEntry carries only its own container.
      experiments: {
        ...(o.host ? { provideExternalRuntime: true } : { externalRuntime: true }),
        optimization: { target: 'web' },
      },
      ...(o.runtimePlugins ? { runtimePlugins: o.runtimePlugins } : {}),
    }),
    // CSS ships as CSS files loaded beside their chunk, not as strings inside the JavaScript.
    new o.rspack.CssExtractRspackPlugin({
      filename: production ? '[name].[contenthash:10].css' : '[name].css',
      chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
    }),
    new o.rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      __REMOTE_VERSION__: JSON.stringify(version ?? ''),
      ...Object.fromEntries(Object.entries(o.define ?? {}).map(([k, v]) => [k, JSON.stringify(v)])),
    }),
  ];
  if (!o.host) plugins.push(versionIndexPlugin(o.dir, version));
  plugins.push(chunkMapPlugin(outDir));
  if (o.host) {
    plugins.push(
      new o.rspack.HtmlRspackPlugin({ template: path.join(o.dir, 'index.html'), inject: 'body', minify: production }),
    );
  }
  plugins.push(...(o.plugins ?? []));

  return {
    mode: production ? 'production' : 'development',
    context: o.dir,
    entry: { main: path.join(o.dir, 'src', 'index.ts') },
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: outDir,
      publicPath: o.host ? '/' : 'auto',
      uniqueName,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
        {
          test: /\.module\.css$/,
          use: [
            { loader: o.rspack.CssExtractRspackPlugin.loader },
            { loader: 'css-loader', options: { modules: { localIdentName: `${o.name}__[local]__[hash:base64:5]`, namedExport: false } } },
          ],
          type: 'javascript/auto',
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [{ loader: o.rspack.CssExtractRspackPlugin.loader }, { loader: 'css-loader' }],
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|webp|svg|woff2|wav|mp3)$/, type: 'asset/resource' },
      ],
    },
    optimization: { minimize: production },
    performance: { hints: false },
    plugins,
    devServer: {
      port: o.port,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: !!o.host,
    },
  };
}

/** Keeps dist/versions.json: every build of this remote that is still on disk. */
function versionIndexPlugin(dir, version) {
  return {
    apply(compiler) {
      compiler.hooks.done.tap('fondly-version-index', (stats) => {
        if (stats.hasErrors()) return;
        const file = path.join(dir, 'dist', 'versions.json');
        mkdirSync(path.dirname(file), { recursive: true });
        const index = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { versions: [] };
        // Forget builds whose folder is gone (deleted by hand or by a test).
        index.versions = index.versions.filter((v) => v.version !== version && existsSync(path.join(dir, 'dist', v.version)));
        index.versions.push({ version, builtAt: new Date().toISOString() });
        index.latest = version;
        writeFileSync(file, JSON.stringify(index, null, 2));
      });
    },
  };
}

/**
 * Writes chunk-map.json beside the build: the entry's files and, for every dynamic import
 * (`import('./pages/…')`, `import('./bootstrap')`), the files it loads. scripts/js-budget.mjs
 * adds them up per route and fails the build over budget (decision 115).
 */
function chunkMapPlugin(outDir) {
  return {
    apply(compiler) {
      compiler.hooks.done.tap('fondly-chunk-map', (stats) => {
        if (stats.hasErrors()) return;
        const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, entrypoints: true });
        const imports = {};
        for (const chunk of json.chunks ?? []) {
          for (const origin of chunk.origins ?? []) {
            if (!origin.request || !origin.request.startsWith('.')) continue;
            const files = (imports[origin.request] ??= []);
            for (const f of chunk.files ?? []) if (f.endsWith('.js') && !files.includes(f)) files.push(f);
          }
        }
        const entry = (json.entrypoints?.main?.assets ?? []).map((a) => a.name).filter((f) => f.endsWith('.js'));
        writeFileSync(path.join(outDir, 'chunk-map.json'), JSON.stringify({ entry, imports }, null, 2));
      });
    },
  };
}
