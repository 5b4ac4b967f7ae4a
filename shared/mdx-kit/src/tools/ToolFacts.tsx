import type { ToolFactsData } from '@roo-docs/assistant-schemas/tools';
import { settings } from '../facts/index.ts';
import { Table } from '../Table.tsx';
import { InlineCode } from './InlineCode.tsx';
import { missingData } from './missing-data.ts';

type SettingRow = { label: string; key: string; location: string; default?: string };

function settingOrThrow(tool: string, id: string): SettingRow {
  const s = (settings as Record<string, SettingRow>)[id];
  if (!s) throw new Error(`Tool ${tool} names setting '${id}', which shared/mdx-kit/src/facts does not hold`);
  return s;
}

/** Group, approval, modes, availability and related settings of a tool; `facts` comes from the catalogue. */
export function ToolFacts({ tool, facts }: { tool: string; facts?: ToolFactsData }) {
  if (!facts) throw missingData('ToolFacts', tool);
  return (
    <Table data-tool-facts={facts.name}>
      <tbody>
        <tr>
          <th scope="row">Group</th>
          <td>{facts.group ? <code>{facts.group}</code> : 'None: every mode has it'}</td>
        </tr>
        <tr>
          <th scope="row">Approval</th>
          <td>
            {facts.approvalRequired ? 'Asks first. ' : 'Does not ask. '}
            <InlineCode text={facts.approvalNote} />
            {facts.toggle ? (
              <>
                {' '}
                Auto-approve toggle: <strong>{facts.toggle}</strong> (Settings → Auto-Approve).
              </>
            ) : null}
          </td>
        </tr>
        <tr>
          <th scope="row">Built-in modes</th>
          <td>{facts.modes.join(', ')}</td>
        </tr>
        {facts.availability ? (
          <tr>
            <th scope="row">Available when</th>
            <td>
              <InlineCode text={facts.availability} />
            </td>
          </tr>
        ) : null}
        {facts.settings.length > 0 ? (
          <tr>
            <th scope="row">Related settings</th>
            <td>
              <ul>
                {facts.settings.map((id) => {
                  const s = settingOrThrow(facts.name, id);
                  return (
                    <li key={id}>
                      <strong>{s.label}</strong> (<code>{s.key}</code>; {s.location}
                      {s.default ? `; default ${s.default}` : ''})
                    </li>
                  );
                })}
              </ul>
            </td>
          </tr>
        ) : null}
      </tbody>
    </Table>
  );
}
