// The chrome's style sheets, bundled by Rspack; importing one only adds it to the page.
declare module '@roo-docs/chrome/styles.css';
declare module '@roo-docs/chrome/consent.css';
declare module '@roo-docs/chrome/progress.css';
