// The assistant's data definitions (README: where they come from): a package of their own, beside the site's contract
// (@roo-docs/schemas), which the shell imports without pulling these in.
// Pages that validate a reader's file load this entry in the browser, where eval is forbidden.
import '@roo-docs/schemas/jitless';
export * from './settings/languages.ts';
export * from './providers/provider-ids.ts';
export * from './tools/tool-groups.ts';
export * from './models/model-info.ts';
export * from './providers/provider-common.ts';
export * from './providers/providers-major.ts';
export * from './providers/providers-other-apis.ts';
export * from './providers/providers-gateways.ts';
export * from './providers/providers-local.ts';
export * from './providers/provider-settings.ts';
export * from './settings/codebase-index.ts';
export * from './settings/mcp-settings.ts';
export * from './modes/modes.ts';
export * from './modes/marketplace.ts';
export * from './settings/experiments.ts';
export * from './settings/settings-approval.ts';
export * from './settings/settings-context.ts';
export * from './settings/global-settings.ts';
export * from './settings/settings-export.ts';
export * from './cloud/organization.ts';
export * from './settings/telemetry.ts';
export * from './json-schemas.ts';
export * from './models/model-catalogue.ts';
