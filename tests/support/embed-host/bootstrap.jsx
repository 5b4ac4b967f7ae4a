// A host application with its own React and React Router, built with Rspack and Module
// Federation: it renders a component of its own, then embeds a docs page and hands the docs
// parcel its share scope.
/* global __webpack_init_sharing__, __webpack_share_scopes__ */
import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import * as ReactRouter from 'react-router';
import { mountRootParcel } from 'single-spa';

function Counter() {
  const [clicks, setClicks] = useState(0);
  return (
    <button id="host-counter" onClick={() => setClicks(clicks + 1)}>
      Host clicks: {clicks}
    </button>
  );
}
createRoot(document.getElementById('host-root')).render(
  <ReactRouter.MemoryRouter>
    <Counter />
  </ReactRouter.MemoryRouter>,
);

const docsSite = document.querySelector('meta[name="docs-site"]').content;

/** Mounts a docs page into #<element>; `share: false` leaves the section to bring its own React. */
async function mountDocs(path, { section = 'features', element = 'docs', share = true } = {}) {
  await __webpack_init_sharing__('default');
  const { loadParcel } = await import(/* webpackIgnore: true */ new URL('embed/loader.js', docsSite).href);
  const options = share ? { shareScope: __webpack_share_scopes__.default } : {};
  const parcel = mountRootParcel(() => loadParcel(section, options), {
    domElement: document.getElementById(element),
    path,
    theme: 'light',
  });
  await parcel.mountPromise;
  return parcel;
}

window.host = { React, ReactRouter, mountDocs };
