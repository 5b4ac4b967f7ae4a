import { z } from 'zod';

/** What the assistant reads into context, plus browser, checkpoint and sound settings. */
export const contextSettingsFields = {
  /** Condense the conversation automatically when the context fills up. */
  autoCondenseContext: z.boolean().optional(),
  /** Context fill, in percent, that triggers condensing. */
  autoCondenseContextPercent: z.number().optional(),
  /** Files one read_file call may read at once. */
  maxConcurrentFileReads: z.number().optional(),
  /** Add editor diagnostics (errors, warnings) to tool results. */
  includeDiagnosticMessages: z.boolean().optional(),
  /** Most diagnostics added to one result. */
  maxDiagnosticMessages: z.number().optional(),
  /** Check diagnostics after edits. */
  diagnosticsEnabled: z.boolean().optional(),
  /** Offer the browser tool. */
  browserToolEnabled: z.boolean().optional(),
  /** Browser window size, e.g. `900x600`. */
  browserViewportSize: z.string().optional(),
  /** Screenshot JPEG quality, 1 to 100. */
  screenshotQuality: z.number().optional(),
  /** Drive a browser that is already running (Chrome DevTools protocol). */
  remoteBrowserEnabled: z.boolean().optional(),
  /** DevTools URL of that browser, e.g. `http://localhost:9222`. */
  remoteBrowserHost: z.string().optional(),
  /** Save a checkpoint of the workspace after each change. */
  enableCheckpoints: z.boolean().optional(),
  /** Read answers aloud. */
  ttsEnabled: z.boolean().optional(),
  /** Speech speed. */
  ttsSpeed: z.number().optional(),
  /** Play notification sounds. */
  soundEnabled: z.boolean().optional(),
  /** Sound volume, 0 to 1. */
  soundVolume: z.number().optional(),
  /** Open editor tabs listed in the context. */
  maxOpenTabsContext: z.number().optional(),
  /** Workspace files listed in the context. */
  maxWorkspaceFiles: z.number().optional(),
  /** List files the ignore file hides (marked as such). */
  showRooIgnoredFiles: z.boolean().optional(),
  /** Lines read_file returns at most; -1 reads whole files. */
  maxReadFileLine: z.number().optional(),
  /** Largest image read_file accepts, in MB. */
  maxImageFileSize: z.number().optional(),
  /** Largest total of images in one read, in MB. */
  maxTotalImageSize: z.number().optional(),
};

/** Terminal output and shell-integration settings. */
export const terminalSettingsFields = {
  /** Output lines kept from a command. */
  terminalOutputLineLimit: z.number().optional(),
  /** Output characters kept from a command. */
  terminalOutputCharacterLimit: z.number().optional(),
  /** Wait for shell integration to start, in ms. */
  terminalShellIntegrationTimeout: z.number().optional(),
  /** Run commands without shell integration. */
  terminalShellIntegrationDisabled: z.boolean().optional(),
  /** Pause after a command before reading its output, in ms. */
  terminalCommandDelay: z.number().optional(),
  /** Work around PowerShell output that repeats. */
  terminalPowershellCounter: z.boolean().optional(),
  /** Clear zsh's end-of-line mark. */
  terminalZshClearEolMark: z.boolean().optional(),
  /** Load Oh My Zsh integration. */
  terminalZshOhMy: z.boolean().optional(),
  /** Load Powerlevel10k integration. */
  terminalZshP10k: z.boolean().optional(),
  /** Point ZDOTDIR at a temporary directory for zsh integration. */
  terminalZdotdir: z.boolean().optional(),
  /** Keep only the final state of progress bars. */
  terminalCompressProgressBar: z.boolean().optional(),
};
