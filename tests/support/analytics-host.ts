import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { listen } from '../../deploy/src/node/serve/serve.ts';

/** A stand-in for the analytics host: counts every request and decodes the events sent. */
export interface FakeHost {
  url: string;
  requests: string[];
  pageViews: string[];
  /** Every other event, by name with its own properties (posthog's `$` ones left out). */
  events: { event: string; properties: Record<string, unknown> }[];
  close(): Promise<void>;
}

/** posthog-js sends JSON, gzipped or base64 depending on what it negotiated; one event or a batch. */
function eventsIn(body: Buffer): { event?: string; properties?: { $current_url?: string } & Record<string, unknown> }[] {
  let text = body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body).toString('utf8') : body.toString('utf8');
  if (text.startsWith('data=')) text = Buffer.from(decodeURIComponent(text.slice(5)), 'base64').toString('utf8');
  try {
    const data = JSON.parse(text) as unknown;
    const list = Array.isArray(data) ? data : ((data as { batch?: unknown[] }).batch ?? [data]);
    return list as ReturnType<typeof eventsIn>;
  } catch {
    return [];
  }
}

// The project configuration the host hands out: session replay on, as the site's project has it.
const REMOTE_CONFIG = JSON.stringify({ flags: {}, sessionRecording: { endpoint: '/s/' } });
const POSTHOG_DIST = dirname(createRequire(import.meta.url).resolve('posthog-js/dist/lazy-recorder.js'));

export async function startFakeHost(): Promise<FakeHost> {
  const requests: string[] = [];
  const pageViews: string[] = [];
  const events: FakeHost['events'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      requests.push(`${req.method} ${req.url}`);
      for (const e of eventsIn(Buffer.concat(chunks))) {
        if (e.event === '$pageview') pageViews.push(new URL(e.properties?.$current_url ?? '').pathname);
        else if (e.event && !e.event.startsWith('$'))
          events.push({
            event: e.event,
            properties: Object.fromEntries(Object.entries(e.properties ?? {}).filter(([k]) => !k.startsWith('$'))),
          });
      }
      const cors = {
        'access-control-allow-origin': req.headers.origin ?? '*',
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      };
      const path = new URL(req.url ?? '/', 'http://host').pathname;
      // Lazy parts of posthog-js (the session recorder) come from the host, as from PostHog's.
      const script = /^\/static\/(?:[\d.]+\/)?([\w-]+\.js)$/.exec(path)?.[1];
      const configScript = /^\/array\/(\w+)\/config\.js$/.exec(path)?.[1];
      if (configScript) {
        const js = `(window._POSTHOG_REMOTE_CONFIG ||= {})[${JSON.stringify(configScript)}] = { config: ${REMOTE_CONFIG}, siteApps: [] };`;
        res.writeHead(200, { ...cors, 'content-type': 'text/javascript' }).end(js);
      } else if (script) {
        const body = await readFile(join(POSTHOG_DIST, script)).catch(() => null);
        res.writeHead(body ? 200 : 404, { ...cors, 'content-type': 'text/javascript' }).end(body ?? '');
      } else if (req.method === 'OPTIONS') res.writeHead(204, cors).end();
      else res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(REMOTE_CONFIG);
    });
  });
  const port = await listen(server, 0);
  return { url: `http://127.0.0.1:${port}`, requests, pageViews, events, close: () => closeServer(server) };
}

export const closeServer = (server: Server) => new Promise<void>((r) => server.close(() => r()));
