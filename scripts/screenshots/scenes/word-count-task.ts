// The first-task tutorial's task as the extension records it: Roo reads package.json, asks how to
// print the counts, creates the script, adds the npm script and runs it. Each function returns the
// messages up to one moment of the tutorial, ending with what the extension is asking then.
// Answered asks stay asks in the extension's record, so the earlier ones are asks too.
import { minutesAgo } from './base-state.ts';
import {
  COMPLETION_SUMMARY,
  OUTPUT_FORMAT_QUESTION,
  PACKAGE_JSON_EDIT,
  WC_COMMAND,
  WC_OUTPUT,
  WORD_COUNT_REQUEST,
  WORD_COUNT_SCRIPT,
  WORKSPACE,
} from './word-count-files.ts';

type Message = Record<string, unknown>;

const at = (step: number) => minutesAgo(4) + step * 6_000;
const say = (step: number, kind: string, text: string): Message => ({ ts: at(step), type: 'say', say: kind, text });
const ask = (step: number, kind: string, text: string): Message => ({ ts: at(step), type: 'ask', ask: kind, text });
const tool = (step: number, fields: Record<string, unknown>) => ask(step, 'tool', JSON.stringify(fields));

/** [tokens in, tokens out, cost] of each request, in order. */
const REQUESTS: [number, number, number][] = [
  [10_412, 96, 0.0327],
  [10_958, 141, 0.0066],
  [11_207, 402, 0.0108],
  [11_846, 133, 0.0072],
  [12_104, 58, 0.0049],
  [12_391, 164, 0.0069],
];

const apiRequest = (step: number, index: number) => {
  const [tokensIn, tokensOut, cost] = REQUESTS[index]!;
  const request = { request: 'Word count task', tokensIn, tokensOut, cacheWrites: 0, cacheReads: 0, cost };
  return say(step, 'api_req_started', JSON.stringify(request));
};

const checkpoint = (step: number, from: string, to: string): Message => ({
  ...say(step, 'checkpoint_saved', to),
  checkpoint: { from, to, suppressMessage: false },
});

/** Up to Roo's question about the output format, which waits for an answer. */
export function untilQuestion(): Message[] {
  return [
    say(0, 'text', WORD_COUNT_REQUEST),
    apiRequest(1, 0),
    say(2, 'text', 'First I will look at `package.json`, so the new `wc` script sits beside the existing ones.'),
    tool(3, {
      tool: 'readFile',
      path: 'package.json',
      isOutsideWorkspace: false,
      content: `${WORKSPACE}/package.json`,
      reason: '',
    }),
    apiRequest(4, 1),
    ask(5, 'followup', JSON.stringify(OUTPUT_FORMAT_QUESTION)),
  ];
}

/** Up to the new script, shown in full and waiting for Save or Reject. */
export function untilNewFile(): Message[] {
  return [
    ...untilQuestion(),
    say(6, 'user_feedback', OUTPUT_FORMAT_QUESTION.suggest[0]!.answer),
    apiRequest(7, 2),
    checkpoint(8, 'c41f0e2', '7d2a9b3'),
    tool(9, {
      tool: 'newFileCreated',
      path: 'scripts/word-count.js',
      content: WORD_COUNT_SCRIPT,
      isOutsideWorkspace: false,
      isProtected: false,
    }),
  ];
}

/** Up to the command that tries the script, waiting for Run or Reject. */
export function untilCommand(): Message[] {
  return [
    ...untilNewFile(),
    apiRequest(10, 3),
    checkpoint(11, '7d2a9b3', 'e90b5c8'),
    tool(12, { tool: 'appliedDiff', path: 'package.json', diff: PACKAGE_JSON_EDIT, isProtected: false }),
    apiRequest(13, 4),
    say(14, 'text', 'The script and the `wc` entry are in place. Now I will try it on `package.json`.'),
    ask(15, 'command', WC_COMMAND),
  ];
}

/** The finished task: the command's output, then Roo's summary of what changed. */
export function untilCompleted(): Message[] {
  return [
    ...untilCommand(),
    say(16, 'command_output', WC_OUTPUT),
    apiRequest(17, 5),
    say(18, 'completion_result', COMPLETION_SUMMARY),
    ask(19, 'completion_result', ''),
  ];
}

const total = (column: 0 | 1 | 2) => REQUESTS.reduce((sum, request) => sum + request[column], 0);

export const wordCountHistoryItem = () => ({
  id: 'task-word-count',
  number: 1,
  ts: at(0),
  task: WORD_COUNT_REQUEST,
  tokensIn: total(0),
  tokensOut: total(1),
  totalCost: total(2),
  workspace: WORKSPACE,
  mode: 'code',
});
