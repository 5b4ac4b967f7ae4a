// What the first-task tutorial's project holds: the request the reader types, the script Roo
// writes, its edit to package.json and what the new npm script prints. The script and the counts
// were run for real on the package.json that `npm init -y` writes once `wc` is added to it.

export const WORD_COUNT_REQUEST =
  'Create scripts/word-count.js. It should take a file path as its only argument, print the number of lines, words and ' +
  'characters in that file, and exit with code 1 and a helpful message if the file does not exist. Add an npm script ' +
  '"wc" that runs it, then try it on package.json.';

export const WORKSPACE = '/home/dev/roo-first-task';

export const WORD_COUNT_SCRIPT = [
  "const fs = require('node:fs');",
  '',
  'const file = process.argv[2];',
  'if (!file || !fs.existsSync(file)) {',
  '  console.error(`word-count: no such file "${file}"`);',
  "  console.error('Usage: npm run wc -- <file>');",
  '  process.exit(1);',
  '}',
  '',
  "const text = fs.readFileSync(file, 'utf8');",
  "const lines = text.split('\\n').length - 1;",
  'const words = text.split(/\\s+/).filter(Boolean);',
  'console.log(',
  '  `${lines} lines, ${words.length} words, ${text.length} characters`,',
  ');',
  '',
].join('\n');

/** The edit as the extension's apply_diff tool reports it: one search/replace block. */
export const PACKAGE_JSON_EDIT = [
  '<<<<<<< SEARCH',
  ':start_line:7',
  '-------',
  '    "test": "echo \\"Error: no test specified\\" && exit 1"',
  '=======',
  '    "test": "echo \\"Error: no test specified\\" && exit 1",',
  '    "wc": "node scripts/word-count.js"',
  '>>>>>>> REPLACE',
].join('\n');

export const WC_COMMAND = 'npm run wc -- package.json';

export const WC_OUTPUT = [
  '',
  '> roo-first-task@1.0.0 wc',
  '> node scripts/word-count.js package.json',
  '',
  '14 lines, 33 words, 290 characters',
  '',
].join('\n');

export const OUTPUT_FORMAT_QUESTION = {
  question: 'How should the script print the counts?',
  suggest: [
    { answer: 'One line with labels, such as "12 lines, 40 words, 310 characters"' },
    { answer: 'Just the three numbers and the file name, like the Unix wc command' },
    { answer: 'A JSON object with lines, words and characters fields' },
  ],
};

export const COMPLETION_SUMMARY = [
  'Created `scripts/word-count.js`. It prints the line, word and character counts of the file it is given, and exits',
  'with code 1 and a message naming the file when that file does not exist. Added the npm script `wc` to `package.json`.',
  '`npm run wc -- package.json` printed `14 lines, 33 words, 290 characters`.',
].join(' ');
