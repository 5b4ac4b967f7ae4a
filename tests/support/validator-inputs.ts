// Files pasted into the validators of the docs pages (tests/browser/validators-*.test.ts).

export const BAD_MODES = `customModes:
  - slug: docs writer
    name: Docs
    roleDefinition: You write the docs.
    groups: [read, read, [edit, {fileRegex: "("}]]
  - slug: reviewer
    name: ""
    roleDefinition: ""
    groups: [read]
  - slug: reviewer
    name: Reviewer
    roleDefinition: You review too.
    groups: [write]
`;

// Zod compares slugs only once every mode is valid on its own, as the assistant's own check does.
export const DUPLICATE_SLUGS = `customModes:
  - { slug: reviewer, name: Reviewer, roleDefinition: You review., groups: [read] }
  - { slug: reviewer, name: Second reviewer, roleDefinition: You review too., groups: [] }
`;

export const GOOD_MODES = `customModes:
  - slug: docs-writer
    name: 📝 Docs Writer
    roleDefinition: You write the docs.
    groups:
      - read
      - - edit
        - fileRegex: \\.mdx?$
          description: Markdown only
`;

/** Every page with a validator: its box, whether it reads YAML, and a file it accepts. */
export const VALIDATOR_PAGES = [
  { path: '/features/custom-modes', kind: 'custom-modes', yaml: true, valid: GOOD_MODES },
  {
    path: '/features/marketplace',
    kind: 'marketplace-item',
    yaml: true,
    valid: 'type: mode\nid: docs\nname: Docs\ndescription: d\ncontent: "slug: docs"\n',
  },
  {
    path: '/features/settings-management',
    kind: 'settings-export',
    yaml: false,
    valid: '{"providerProfiles": {"currentApiConfigName": "Work", "apiConfigs": {"Work": {"apiProvider": "anthropic"}}}}',
  },
  { path: '/features/codebase-indexing', kind: 'codebase-index', yaml: false, valid: '{"codebaseIndexEnabled": true}' },
  {
    path: '/roo-code-cloud/login',
    kind: 'organization-settings',
    yaml: false,
    valid: '{"version": 3, "defaultSettings": {}, "allowList": {"allowAll": true, "providers": {}}}',
  },
] as const;
