import { checkDocument, VALIDATOR_KINDS, type CheckResult, type ValidatorKind } from '@roo-docs/mdx-kit/validators';

/** The largest file checked: every real settings file is far smaller. */
export const MAX_CONFIG_CHARS = 256 * 1024;

export const KIND_NAMES = Object.keys(VALIDATOR_KINDS) as [ValidatorKind, ...ValidatorKind[]];

/** What each kind checks, for the tool's description. */
export const KINDS_TEXT = KIND_NAMES.map((k) => `${k} (${VALIDATOR_KINDS[k].syntax}): ${VALIDATOR_KINDS[k].label}`).join('; ');

/** `validate_config`: what Roo Code makes of a file, each problem at its line and column. */
export function validateConfig(kind: ValidatorKind, text: string): { result: CheckResult; text: string } {
  const result = checkDocument(kind, text, { locate: true });
  switch (result.status) {
    case 'accepted':
      return { result, text: `Valid ${kind} file: Roo Code accepts it.` };
    case 'unreadable':
    case 'refused':
      return { result, text: `Not a readable ${kind} file (${VALIDATOR_KINDS[kind].syntax}): ${result.message}` };
    case 'invalid': {
      const lines = result.problems.map(
        (p) => `- ${p.line ? `line ${p.line}, column ${p.column}: ` : ''}${p.path}: ${p.message}`,
      );
      const fixed = `A version Roo Code would accept (${result.skeletonSyntax}):\n\n${result.skeleton}`;
      return { result, text: `${result.problems.length} problem(s) in this ${kind} file:\n${lines.join('\n')}\n\n${fixed}` };
    }
  }
}
