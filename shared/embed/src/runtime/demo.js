// @ts-check
// The /embed-demo/ host: no React of its own, only single-spa and the docs loader.
import { mountRootParcel } from './single-spa.js';
import { loadParcel } from '../embed/loader.js';

const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
let theme = 'light';
const features = mountRootParcel(() => loadParcel('features'), {
  domElement: byId('features-parcel'),
  path: '/features/checkpoints',
  theme,
  onNavigate: (/** @type {string} */ path) => (byId('features-path').textContent = path),
});
const cloud = mountRootParcel(() => loadParcel('cloud'), {
  domElement: byId('cloud-parcel'),
  path: '/roo-code-cloud/task-sync',
  theme,
});

byId('toggle-theme').addEventListener('click', () => {
  theme = theme === 'light' ? 'dark' : 'light';
  byId('toggle-theme').setAttribute('aria-pressed', String(theme === 'dark'));
  for (const parcel of [features, cloud]) if (parcel.getStatus() === 'MOUNTED') void parcel.update({ theme });
});
byId('switch-page').addEventListener('click', () => {
  void features.update({ path: '/features/custom-modes' });
  byId('features-path').textContent = '/features/custom-modes';
});
byId('unmount-cloud').addEventListener('click', () => {
  void cloud.unmount().then(() => byId('unmount-cloud').setAttribute('disabled', ''));
});

// For tests and the curious: the two parcels.
Object.assign(window, { embedDemo: { features, cloud } });
