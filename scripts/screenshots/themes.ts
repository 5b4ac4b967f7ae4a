// VS Code's Dark Modern and Light Modern themes as the variables a webview receives. The colour
// variables are the ones @vscode-elements/webview-playground recorded from VS Code itself; the font
// variables are set here, to fonts from npm packages, so a capture looks the same on every machine.
import { theme as darkModern } from '@vscode-elements/webview-playground/dist/themes/dark-v2.js';
import { theme as lightModern } from '@vscode-elements/webview-playground/dist/themes/light-v2.js';
import type { ScreenshotTheme } from '@roo-docs/schemas';

export interface VsCodeTheme {
  /** Class VS Code puts on the webview's body (the extension's code highlighter reads it). */
  kind: 'vscode-dark' | 'vscode-light';
  /** The name VS Code gives the theme (`data-vscode-theme-name`). */
  name: string;
  variables: [string, string][];
}

const FONTS: [string, string][] = [
  ['--vscode-font-family', '"Inter", "Twemoji", sans-serif'],
  ['--vscode-editor-font-family', '"JetBrains Mono", "Twemoji", monospace'],
];

/** The VS Code theme each site theme's shots are taken in. */
export const VSCODE_THEMES: Record<ScreenshotTheme, VsCodeTheme> = {
  dark: { kind: 'vscode-dark', name: 'Dark Modern', variables: [...darkModern, ...FONTS] },
  light: { kind: 'vscode-light', name: 'Light Modern', variables: [...lightModern, ...FONTS] },
};
