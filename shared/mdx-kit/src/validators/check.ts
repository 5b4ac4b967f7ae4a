// Loaded only once a reader types or pastes: it brings the schemas and the YAML parser.
import { stringify as stringifyYaml } from 'yaml';
import { DOCUMENT_RULES } from './documents.ts';
import type { CheckResult, Problem, ValidatorKind } from './kinds.ts';
import { locatePaths } from './locate.ts';
import { formatPath } from './paths.ts';
import { readText } from './read-text.ts';
import { repair } from './repair.ts';

/**
 * What Roo Code 3.28.17 makes of a file: accepted, or every problem with its path and a repaired
 * version; with `locate`, each problem also carries its line and column in `text`.
 */
export function checkDocument(kind: ValidatorKind, text: string, { locate = false } = {}): CheckResult {
  const rules = DOCUMENT_RULES[kind];
  const read = readText(text, rules.yamlAllowed);
  if (!read.ok) return { status: read.refused ? 'refused' : 'unreadable', message: read.message };
  const result = rules.schema.safeParse(read.value);
  if (result.success) return { status: 'accepted' };
  const problems: Problem[] = result.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
  if (locate)
    locatePaths(
      text.replace(/^\uFEFF/, ''),
      result.error.issues.map((issue) => issue.path),
    ).forEach((at, i) => Object.assign(problems[i]!, at));
  const fixed = repair(rules, read.value);
  const skeleton = read.syntax === 'yaml' ? stringifyYaml(fixed, { lineWidth: 0 }) : `${JSON.stringify(fixed, null, 2)}\n`;
  return { status: 'invalid', problems, skeleton, skeletonSyntax: read.syntax };
}

export { VALIDATOR_KINDS, isValidatorKind, type CheckResult, type Problem, type ValidatorKind } from './kinds.ts';
