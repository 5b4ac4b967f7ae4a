import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEV_COOKIE, isLoopbackHostname, withLoopbackSources } from '@roo-docs/schemas/contract';
import { siteHeaders } from './security-headers.ts';

/** An address a socket reports (IPv4 as IPv6 included) on this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** The hostname of a Host header (`127.0.0.1:4173`, `[::1]:4173`, `localhost`), or null. */
export function hostnameOf(host: string | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

const DEV_QUERY = /[?&]dev=/;
const DEV_COOKIE_PAIR = new RegExp(`(?:^|;\\s*)${DEV_COOKIE}=1(?:;|$)`);

/** Whether the browser says it has local sections: the `dev` parameter, or the shell's cookie. */
export function asksForDevSections(url: string | undefined, cookie: string | undefined): boolean {
  return DEV_QUERY.test(url ?? '') || DEV_COOKIE_PAIR.test(cookie ?? '');
}

/**
 * Whether this answer gets the wider script policy: asked for by a loopback name on a loopback
 * socket, as a writer's browser on this machine asks, and by a browser with local sections, so
 * every other request (tests and benchmarks included) gets the published bytes. A browser
 * elsewhere cannot send a loopback Host to this server (its loopback is its own machine), so a
 * production reader never gets the wider policy.
 */
export function servedOnLoopback(request: FastifyRequest): boolean {
  const hostname = hostnameOf(request.headers.host);
  return (
    hostname !== null &&
    isLoopbackHostname(hostname) &&
    isLoopbackAddress(request.raw.socket.localAddress) &&
    asksForDevSections(request.raw.url, request.headers.cookie)
  );
}

/**
 * Sends an HTML file of the site with loopback origins added to its script policy, so a section
 * from a writer's server may run in it (`?dev=`). Read whole and never stored by any cache: the
 * same URL answers production readers with the strict policy. False when the file cannot be read
 * (the ordinary path then answers, faults included).
 */
export async function sendLoopbackHtml(reply: FastifyReply, file: string, urlPath: string, status: number): Promise<boolean> {
  const html = await readFile(file, 'utf8').catch(() => null);
  if (html === null) return false;
  await reply
    .code(status)
    .headers({ ...siteHeaders(urlPath), 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .send(withLoopbackSources(html));
  return true;
}
