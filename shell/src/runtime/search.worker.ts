// The search Web Worker's entry: importing the module installs it on the worker's scope.
import '@roo-docs/search-worker/worker';
