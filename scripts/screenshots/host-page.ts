import type { VsCodeTheme } from './themes.ts';

// What the stand-in for VS Code's webview API does: the page's messages to the extension are
// kept (window.__shotsSent) and handed to the pipeline (window.__shotsOnSend), which answers the
// requests its scene expects, as the extension would, with window.postMessage. getState/setState
// keep the webview's own state.
const STAND_IN = `
window.__shotsSent = [];
window.__shotsAnswered = [];
window.acquireVsCodeApi = () => {
  let saved;
  return {
    postMessage: (message) => {
      const copy = JSON.parse(JSON.stringify(message));
      window.__shotsSent.push(copy);
      window.__shotsOnSend?.(copy);
    },
    getState: () => saved,
    setState: (state) => (saved = state),
  };
};`;

// VS Code's own webview stylesheet sets these defaults before the extension's CSS; the sidebar's
// background shows through the webview, and nothing may move or blink between captures.
const BASE_CSS = `
@font-face { font-family: "Inter"; font-weight: 400; src: url(/fonts/inter-400.woff2); }
@font-face { font-family: "Inter"; font-weight: 500; src: url(/fonts/inter-500.woff2); }
@font-face { font-family: "Inter"; font-weight: 600; src: url(/fonts/inter-600.woff2); }
@font-face { font-family: "Inter"; font-weight: 700; src: url(/fonts/inter-700.woff2); }
@font-face { font-family: "JetBrains Mono"; font-weight: 400; src: url(/fonts/mono-400.woff2); }
@font-face { font-family: "Twemoji"; src: url(/fonts/emoji.woff2); }
html { background: var(--vscode-sideBar-background); scrollbar-color: var(--vscode-scrollbarSlider-background) transparent; }
body { margin: 0; padding: 0 20px; color: var(--vscode-foreground); background: transparent;
  font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); font-weight: var(--vscode-font-weight); }
a { color: var(--vscode-textLink-foreground); }
code { font-family: var(--vscode-editor-font-family); }
/* VS Code's editor font settings switch ligatures off ("liga" off, "calt" off). */
code, pre { font-variant-ligatures: none; font-feature-settings: var(--vscode-editor-font-feature-settings); }
*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
`;

/** The webview's HTML as the extension writes it, with the theme's variables and the API stand-in. */
export function hostPage(theme: VsCodeTheme): string {
  const variables = theme.variables.map(([name, value]) => `${name}: ${value};`).join(' ');
  return `<!DOCTYPE html>
<html lang="en" style="${variables.replaceAll('"', '&quot;')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="stylesheet" href="/build/assets/index.css">
<link rel="stylesheet" href="/codicons/codicon.css">
<style>${BASE_CSS}</style>
<script>${STAND_IN}
window.IMAGES_BASE_URI = "/images";
window.AUDIO_BASE_URI = "/audio";
window.MATERIAL_ICONS_BASE_URI = "/material-icons";
</script>
<title>Roo Code</title>
</head>
<body class="${theme.kind}" data-vscode-theme-kind="${theme.kind}" data-vscode-theme-name="${theme.name}">
<div id="root"></div>
<script type="module" src="/build/assets/index.js"></script>
</body>
</html>`;
}
