// React Router's static router, loaded as native ESM: the section's server build imports
// react-router that way, and jiti (which runs the build's TypeScript) would otherwise hand this
// code the package's CommonJS copy, a second router whose context pages cannot see.
export { StaticRouter } from 'react-router';
