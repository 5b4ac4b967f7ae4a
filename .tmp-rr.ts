import { rspack } from '@rspack/core';
rspack(
  {
    mode: 'production',
    context: '/work/main/.tmp/rr',
    entry: './entry.js',
    output: { path: '/work/main/.tmp/rr/out', library: { type: 'module' } },
    experiments: { outputModule: true },
    externals: ['react', 'react-dom'],
    devtool: false,
  },
  (e, s) => {
    if (e) throw e;
    console.log(s!.toString({ assets: true, all: false }));
  },
);
