export { buildShell, type ShellBuild } from './build-shell.ts';
