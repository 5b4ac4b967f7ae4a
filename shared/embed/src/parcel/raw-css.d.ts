// The remote build imports stylesheets as text with `?raw` (rspack `asset/source`), for the parcel's shadow root.
declare module '*.css?raw' {
  const text: string;
  export default text;
}
