import './jitless.ts';
export * from './contract/index.ts';
export * from './site/index.ts';
export * from './format-error.ts';
