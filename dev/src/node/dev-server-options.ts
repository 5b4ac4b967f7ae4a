import type { Configuration } from '@rspack/dev-server';

/**
 * Options every dev server here shares: loopback only, hot updates without whole-page reloads,
 * and an overlay for build errors only (a runtime-error overlay outlived the fix in other tools).
 */
export function devServerOptions(port: number, { cors }: { cors: boolean }): Configuration {
  return {
    host: '127.0.0.1',
    port,
    hot: true,
    liveReload: false,
    allowedHosts: 'all',
    compress: false,
    static: false,
    setupExitSignals: false,
    headers: { 'Cache-Control': 'no-store', ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}) },
    client: {
      webSocketURL: `ws://127.0.0.1:${port}/ws`,
      overlay: { errors: true, warnings: false, runtimeErrors: false },
      logging: 'warn',
      reconnect: true,
    },
  };
}
