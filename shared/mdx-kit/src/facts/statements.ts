import type { StatementFact } from './types.ts';

/** Sentences several pages state; each names the source that backs it at v3.28.17. */
export const statements = {
  rooignoreMentions: {
    text: 'An @-mention of a file that .rooignore blocks does not add the file: Roo puts a note that the file is ignored in its place, and a folder mention lists blocked files with a lock (or leaves them out) without their contents.',
    source: 'src/core/mentions/index.ts at v3.28.17',
  },
  rooignoreListings: {
    text: 'File lists and searches hide files that .rooignore blocks unless "Show .rooignore\'d files in lists and searches" is on, in which case they appear with a lock symbol and still cannot be read.',
    source: 'webview-ui/src/i18n/locales/en/settings.json (contextManagement.rooignore) at v3.28.17',
  },
  zeroCostHidden: {
    text: 'A cost of zero is not displayed: a request whose cost is zero gets no cost badge in the chat, and the task header leaves out its API cost line while the total is zero.',
    source: 'webview-ui/src/components/chat/ChatRow.tsx (badge opacity) and TaskHeader.tsx (totalCost checks) at v3.28.17',
  },
} satisfies Record<string, StatementFact>;

export type StatementId = keyof typeof statements;
