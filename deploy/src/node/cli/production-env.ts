// Imported first by the deploy and bench entry points, before anything loads React. React picks
// its development or production build from NODE_ENV when it is first loaded; deploy renders pages
// for readers, and the production build gives byte-identical HTML several times faster, without
// the development build's checks (figures: bench/RESULTS.md, "Figures behind choices in the code").
process.env.NODE_ENV ??= 'production';
