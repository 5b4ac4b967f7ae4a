/**
 * Headers every answer of the site carries, in the embedded server and (as `add_header`) in
 * deploy/nginx/site.conf. Which scripts may run is the page's own policy: the shell writes a
 * Content-Security-Policy meta tag with the hashes of its inline scripts, since only the shell's
 * build knows them; this header adds what a meta tag cannot say (framing) and what never varies.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};
