// @ts-check
/* global fetch, crypto, TextEncoder */
// Served as is at /embed/loader.js: loads a section's docs parcel for any web page, through the
// site's /remotes.json pointer, so a section release reaches embedded pages too. A section that
// cannot be loaded gives a parcel that says so in place of the page; nothing else breaks.

/** The site this file was served from (it lives at `<site>/embed/loader.js`). */
const SITE = new URL('../', import.meta.url);

/** One share scope for every section: the React loaded first serves all parcels of the page. */
const pageShareScope = {};
/** @type {Map<string, Promise<any>>} */
const containers = new Map();

/** @param {URL} url @param {RequestCache} cache */
async function fetchText(url, cache) {
  const res = await fetch(url, { cache });
  if (!res.ok) throw new Error(`${url.pathname} answered ${res.status}`);
  return res.text();
}

/** @param {string} text */
async function sha256(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A federation container (`var` global) by script URL, initialised once with the share scope.
 * @param {URL} url @param {string} name @param {object} shareScope
 */
function container(url, name, shareScope) {
  let pending = containers.get(url.href);
  if (!pending) {
    pending = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url.href;
      script.onload = () => resolve(/** @type {any} */ (window)[name]);
      script.onerror = () => reject(new Error(`${url.pathname} did not load`));
      document.head.append(script);
    }).then(async (c) => {
      if (!c?.get) throw new Error(`${url.pathname} is not a docs section`);
      await c.init(shareScope);
      return c;
    });
    pending.catch(() => containers.delete(url.href));
    containers.set(url.href, pending);
  }
  return pending;
}

/** @param {string} section @param {URL} site @param {object} shareScope */
async function loadExposedParcel(section, site, shareScope) {
  const pointer = JSON.parse(await fetchText(new URL('remotes.json', site), 'no-cache'));
  const live = pointer?.sections?.[section];
  if (!live) throw new Error(`no section '${section}' is published`);
  const manifestUrl = new URL(live.manifest, site);
  const text = await fetchText(manifestUrl, 'force-cache');
  // The shell trusts a manifest only if it is the one the pointer names; so does an embedding host.
  if (globalThis.crypto?.subtle && (await sha256(text)) !== live.hashes?.manifest)
    throw new Error('its manifest does not match the published build');
  const manifest = JSON.parse(text);
  const meta = manifest?.metaData;
  if (!meta?.remoteEntry?.name || !meta.globalName) throw new Error('its manifest is not valid');
  const c = await container(new URL(meta.remoteEntry.name, manifestUrl), meta.globalName, shareScope);
  return (await c.get('./parcel'))();
}

/** A parcel that shows why a section could not be embedded, with a link to the page on the site. */
function unavailableParcel(/** @type {string} */ section, /** @type {Error} */ error, /** @type {URL} */ site) {
  /** @type {Map<string, HTMLElement>} */
  const shown = new Map();
  return {
    name: `roo-docs-${section}-unavailable`,
    bootstrap: async () => {},
    mount: async (/** @type {any} */ props) => {
      const box = document.createElement('p');
      box.setAttribute('role', 'alert');
      box.dataset.rooDocsUnavailable = section;
      box.textContent = `This page of the Roo Code docs cannot be shown here right now (${error.message}). `;
      const link = document.createElement('a');
      link.href = new URL(props.path ?? '/', site).href;
      link.target = '_blank';
      link.rel = 'noopener';
      link.textContent = 'Read it on the docs site';
      box.append(link);
      props.domElement.append(box);
      shown.set(props.name, box);
    },
    update: async () => {},
    unmount: async (/** @type {any} */ props) => {
      shown.get(props.name)?.remove();
      shown.delete(props.name);
    },
  };
}

/**
 * The single-spa parcel config of a docs section, for `mountRootParcel(() => loadParcel('features'),
 * { domElement, path: '/features/checkpoints', theme: 'dark' })`. Never rejects: a section that is
 * down yields a parcel that explains it in place. A host built with Module Federation passes its
 * own share scope (`__webpack_share_scopes__.default`) so the parcels use its React.
 * @param {string} section
 * @param {{ siteUrl?: string, shareScope?: object }} [options]
 */
export async function loadParcel(section, options = {}) {
  const site = new URL(options.siteUrl ?? SITE);
  try {
    const parcel = await loadExposedParcel(section, site, options.shareScope ?? pageShareScope);
    return {
      ...parcel,
      name: `roo-docs-${section}`,
      mount: (/** @type {any} */ props) => parcel.mount({ siteUrl: site.href, ...props }),
    };
  } catch (error) {
    const reason = error instanceof Error ? error : new Error(String(error));
    console.warn(`Roo Code docs: the ${section} section could not be loaded`, reason);
    return unavailableParcel(section, reason, site);
  }
}
