// Imported first by the deploy and bench entry points, before anything loads React. React picks
// its development or production build from NODE_ENV when it is first loaded; deploy renders pages
// for readers, and the production build gives byte-identical HTML about 7x faster (measured on
// 393 pages: 35.7 s against 5.1 s), without the development build's checks.
process.env.NODE_ENV ??= 'production';
