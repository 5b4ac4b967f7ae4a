// The chrome's style sheet, bundled by Rspack; importing it only adds it to the page.
declare module '@roo-docs/chrome/styles.css';
