// Node-only helpers (build and deploy); browser code must not import this entry.
export * from './json-schema.ts';
export * from './model-catalogue.ts';
export * from './tool-catalogue-dir.ts';
