import type { ToolEntry } from './types.ts';

const PAGES = '/advanced-usage/available-tools';
const ALL_MODES: ToolEntry['modes'] = ['architect', 'code', 'ask', 'debug', 'orchestrator'];

// Tools that steer the task itself; every mode has them (ALWAYS_AVAILABLE_TOOLS at v3.28.17).
export const workflowTools: ToolEntry[] = [
  {
    name: 'ask_followup_question',
    summary: 'Asks the user a question and offers suggested answers, then waits for the reply.',
    parameters: [
      { name: 'question', required: true, type: 'string', meaning: 'One clear question about what the model needs to know.' },
      {
        name: 'follow_up',
        required: true,
        type: 'elements',
        meaning:
          'Two to four `<suggest>` answers the user can click; a `mode="…"` attribute on a suggestion also switches to that mode.',
      },
    ],
    approval: {
      required: false,
      autoApprove: 'alwaysAllowFollowupQuestions',
      note: 'Nothing to approve: the task waits for an answer. With the Question toggle on, the first suggestion is picked when the timeout runs out.',
    },
    modes: ALL_MODES,
    settings: ['followupAutoApproveTimeoutMs'],
    example: [
      '<ask_followup_question>',
      '<question>Which database should the migration target?</question>',
      '<follow_up>',
      '<suggest>PostgreSQL 16, the one in docker-compose.yml</suggest>',
      '<suggest>SQLite, for the local test setup only</suggest>',
      '<suggest mode="architect">Neither yet: plan the schema change first</suggest>',
      '</follow_up>',
      '</ask_followup_question>',
    ].join('\n'),
    page: `${PAGES}/ask-followup-question`,
  },
  {
    name: 'attempt_completion',
    summary: 'Ends the task by presenting its result; the user can accept it or reply with feedback to continue.',
    parameters: [
      {
        name: 'result',
        required: true,
        type: 'string',
        meaning: 'A final summary of what was done, written so that it needs no answer.',
      },
    ],
    approval: {
      required: false,
      autoApprove: 'alwaysAllowSubtasks',
      note: 'The result is shown without asking. In a subtask, handing the result back to the parent task waits for approval (Subtasks toggle).',
    },
    modes: ALL_MODES,
    settings: ['preventCompletionWithOpenTodos'],
    example: [
      '<attempt_completion>',
      '<result>',
      'Added rate limiting to the public API: 100 requests per minute per key, configurable with RATE_LIMIT_PER_MIN.',
      'The new middleware is covered by tests/rate-limit.test.ts, and the whole suite passes.',
      '</result>',
      '</attempt_completion>',
    ].join('\n'),
    page: `${PAGES}/attempt-completion`,
  },
  {
    name: 'switch_mode',
    group: 'modes',
    summary: 'Moves the current task to another mode, such as from Architect to Code, with a reason.',
    parameters: [
      {
        name: 'mode_slug',
        required: true,
        type: 'string',
        meaning: 'Slug of the mode to switch to, e.g. `code` or a custom mode’s slug.',
      },
      { name: 'reason', required: false, type: 'string', meaning: 'Why the switch is needed, shown to the user.' },
    ],
    approval: { required: true, autoApprove: 'alwaysAllowModeSwitch', note: 'Asks before switching.' },
    modes: ALL_MODES,
    settings: [],
    example: [
      '<switch_mode>',
      '<mode_slug>code</mode_slug>',
      '<reason>The plan in docs/plan-search.md is agreed; implementing it needs file edits outside Markdown.</reason>',
      '</switch_mode>',
    ].join('\n'),
    page: `${PAGES}/switch-mode`,
  },
  {
    name: 'new_task',
    group: 'modes',
    summary: 'Starts a subtask in a chosen mode; the current task pauses until the subtask finishes and reports back.',
    parameters: [
      { name: 'mode', required: true, type: 'string', meaning: 'Slug of the mode the subtask starts in.' },
      {
        name: 'message',
        required: true,
        type: 'string',
        meaning: 'The subtask’s instructions: everything it needs, since it does not see the parent’s conversation.',
      },
      {
        name: 'todos',
        required: false,
        type: 'checklist',
        meaning: 'The subtask’s starting todo list as a Markdown checklist; required when the matching VS Code setting is on.',
      },
    ],
    approval: { required: true, autoApprove: 'alwaysAllowSubtasks', note: 'Asks before creating the subtask.' },
    modes: ALL_MODES,
    settings: ['newTaskRequireTodos'],
    example: [
      '<new_task>',
      '<mode>debug</mode>',
      '<message>The checkout test in tests/e2e/checkout.spec.ts fails on CI only since commit 4f2c1a9. Find the cause and fix it. Report the root cause when done.</message>',
      '<todos>',
      '[ ] Reproduce the failure locally with CI=true',
      '[ ] Find the cause',
      '[ ] Fix and re-run the spec',
      '</todos>',
      '</new_task>',
    ].join('\n'),
    page: `${PAGES}/new-task`,
  },
  {
    name: 'update_todo_list',
    summary: 'Replaces the task’s todo list with an updated checklist, marking steps pending, in progress or done.',
    parameters: [
      {
        name: 'todos',
        required: true,
        type: 'checklist',
        meaning: 'The whole list as a flat Markdown checklist: `[ ]` pending, `[-]` in progress, `[x]` done.',
      },
    ],
    approval: { required: true, autoApprove: 'alwaysAllowUpdateTodoList', note: 'Asks before replacing the list.' },
    modes: ALL_MODES,
    availability: 'Offered unless the todo list tool is turned off for the active API configuration profile.',
    settings: ['todoListEnabled', 'preventCompletionWithOpenTodos'],
    example: [
      '<update_todo_list>',
      '<todos>',
      '[x] Add the export endpoint',
      '[-] Stream rows instead of building the CSV in memory',
      '[ ] Add a test for 50,000 rows',
      '</todos>',
      '</update_todo_list>',
    ].join('\n'),
    page: `${PAGES}/update-todo-list`,
  },
  {
    name: 'run_slash_command',
    summary: 'Loads a slash command’s Markdown instructions (built-in, global or project) so the model can follow them.',
    parameters: [
      { name: 'command', required: true, type: 'string', meaning: 'The command’s name, without the slash, e.g. `init`.' },
      { name: 'args', required: false, type: 'string', meaning: 'Extra context passed along with the command.' },
    ],
    approval: {
      required: true,
      autoApprove: 'alwaysAllowReadOnly',
      note: 'Asks before loading the command; the Read auto-approve toggle covers it.',
    },
    modes: ALL_MODES,
    availability: 'Offered only while the experimental Enable model-initiated slash commands setting is on.',
    settings: ['experimentRunSlashCommand'],
    example: '<run_slash_command>\n<command>release-notes</command>\n<args>since tag v2.3.0</args>\n</run_slash_command>',
    page: `${PAGES}/run-slash-command`,
  },
];
