import type { StatementFact } from './types.ts';

/** Sentences several pages state; each names the source that backs it at v3.28.17. */
export const statements = {
  rooignoreMentions: {
    text: 'An @-mention of a file that .rooignore blocks does not add the file: Roo puts a note that the file is ignored in its place, and a folder mention lists blocked files with a lock (or leaves them out) without their contents.',
    source: 'src/core/mentions/index.ts at v3.28.17',
  },
  // search_files filters with RooIgnoreController.validateAccess and never reads showRooIgnoredFiles,
  // unlike list_files, folder mentions and the file list of a task's first request.
  rooignoreListings: {
    text: 'list_files, folder mentions and the file list Roo sends when a task starts leave out files that .rooignore blocks, or show them with a lock when "Show .rooignore\'d files in lists and searches" is on; search_files always leaves them out, whatever that setting says.',
    source:
      'src/core/prompts/responses.ts (formatFilesList), src/core/mentions/index.ts, src/core/environment/getEnvironmentDetails.ts, src/services/ripgrep/index.ts (regexSearchFiles) at v3.28.17',
  },
  // The @ menu is built in the webview from open tabs, WorkspaceTracker's file list and a ripgrep
  // file search; none of them asks RooIgnoreController or showRooIgnoredFiles.
  rooignoreSuggestions: {
    text: 'The @ suggestion list does not apply .rooignore: blocked files appear in it like any other, without a lock, whatever "Show .rooignore\'d files in lists and searches" says. It leaves out folders such as node_modules, .git, dist and out, and files that .gitignore excludes unless they are open in a tab.',
    source:
      'webview-ui/src/components/chat/ChatTextArea.tsx (queryItems), src/integrations/workspace/WorkspaceTracker.ts, src/services/search/file-search.ts at v3.28.17',
  },
  mentionMenuLevels: {
    text: 'Typing @ opens a menu whose first level offers Problems, Terminal, Paste URL to fetch contents, Add Folder, Add File and Git Commits. The last three open lists of folders, files and recent commits (Git Commits starts with Working changes, which inserts @git-changes); typing after the @ searches files, folders and commits by name at once.',
    source: 'webview-ui/src/utils/context-mentions.ts (getContextMenuOptions) and components/chat/ContextMenu.tsx at v3.28.17',
  },
  // The / menu closes at the first space (shouldShowContextMenu), and only picking a Mode entry
  // calls setMode; the message text itself is never parsed for a mode.
  slashMenuModes: {
    text: 'Typing / at the start of the chat input opens a menu of slash commands and modes. Picking a mode there switches to it at once and empties the input; a mode typed out in front of a message, such as /architect plan the cache, is sent as plain text and the mode stays as it was.',
    source:
      'webview-ui/src/components/chat/ChatTextArea.tsx (handleMentionSelect) and utils/context-mentions.ts (shouldShowContextMenu) at v3.28.17',
  },
  checkpointViewDiff: {
    text: 'A checkpoint\'s View Diff button opens "Changes compare with next checkpoint": what changed between that checkpoint and the one after it, usually one step of Roo\'s work. Only the newest checkpoint, which has no successor, is compared with your files as they are now.',
    source:
      'src/core/checkpoints/index.ts (checkpointDiff) and webview-ui/src/components/chat/checkpoints/CheckpointMenu.tsx at v3.28.17',
  },
  // A Roo Code Cloud card is added only for the PostHog flag roo-provider-featured = "test".
  welcomeScreen: {
    text: 'The welcome screen recommends two LLM routers as cards, Requesty (marked "$1 free credit") and OpenRouter; each opens the router\'s sign-in page, which hands a key back to Roo. Below them, under "Or you can bring your provider API key:", the API Provider dropdown lists every provider, Roo Code Cloud included.',
    source: 'webview-ui/src/components/welcome/WelcomeView.tsx and webview-ui/src/i18n/locales/en/welcome.json at v3.28.17',
  },
  // ChatView's auto-approval: alwaysAllowWrite && (!isProtected || alwaysAllowWriteProtected).
  protectedFilesApproval: {
    text: "Roo's own configuration files are write-protected: .rooignore, .roomodes, .roorules*, .clinerules*, AGENTS.md, AGENT.md, *.code-workspace files and everything under .roo/ and .vscode/. A change to one asks for approval even when writes are auto-approved, unless Include protected files is ticked under Auto-Approve → Write as well.",
    source:
      'src/core/protect/RooProtectedController.ts (PROTECTED_PATTERNS), webview-ui/src/components/chat/ChatView.tsx (isAutoApproved) and settings.json (autoApprove.write.protected) at v3.28.17',
  },
  zeroCostHidden: {
    text: 'A cost of zero is not displayed: a request whose cost is zero gets no cost badge in the chat, and the task header leaves out its API cost line while the total is zero.',
    source: 'webview-ui/src/components/chat/ChatRow.tsx (badge opacity) and TaskHeader.tsx (totalCost checks) at v3.28.17',
  },
} satisfies Record<string, StatementFact>;

export type StatementId = keyof typeof statements;
