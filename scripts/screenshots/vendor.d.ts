// The theme modules of @vscode-elements/webview-playground are plain JavaScript without types.
declare module '@vscode-elements/webview-playground/dist/themes/*.js' {
  /** `[CSS variable, value]` pairs, as VS Code sets them on a webview. */
  export const theme: [string, string][];
}
