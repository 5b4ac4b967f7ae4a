import { DOCS_MCP_BIN, DOCS_MCP_PACKAGE, DOCS_MCP_SERVER_NAME, docsMcpSettingsText } from '@roo-docs/schemas/contract';
import { BUNDLE_FILE } from './bundle-config.ts';

/** What the publish manifest takes from the source package's own. */
export interface SourceManifest {
  version: string;
  description: string;
}

/** Node versions the bundle runs on: it is compiled for Node 20 and imports only its built-ins. */
export const BUNDLE_ENGINES = { node: '>=20' };

/**
 * The package.json that is published: the contract's name and bin, the source's version, the
 * bundle and its README as the only files, and no dependencies, since the bundle carries them.
 */
export function publishManifest(source: SourceManifest) {
  return {
    name: DOCS_MCP_PACKAGE,
    version: source.version,
    description: source.description,
    type: 'module',
    bin: { [DOCS_MCP_BIN]: `./${BUNDLE_FILE}` },
    files: [BUNDLE_FILE, 'README.md'],
    engines: BUNDLE_ENGINES,
    keywords: ['mcp', 'model-context-protocol', 'roo-code', 'documentation'],
  };
}

/** The README shown on the registry: what the server is and the entry a reader pastes into Roo Code. */
export function publishReadme(): string {
  return `# ${DOCS_MCP_PACKAGE}

\`${DOCS_MCP_SERVER_NAME}\`, the Model Context Protocol server of the Roo Code documentation: an
assistant searches the docs, reads pages as Markdown, lists the releases after a version, checks a
settings file and looks up a provider's models, from the site as it is published right now.

Add it to Roo Code's MCP settings (\`mcp_settings.json\`, or \`.roo/mcp.json\` in a project):

\`\`\`json
${docsMcpSettingsText('stdio').trimEnd()}
\`\`\`

Or run it yourself: \`npx -y ${DOCS_MCP_PACKAGE} --site <url or folder>\`, with \`--http --port 3100\`
for Streamable HTTP instead of stdio, and \`--help\` for every option. It needs Node 20 or newer
and nothing else: the package is one file with no dependencies.
`;
}
