import { AUTO_APPROVE_TOGGLES, BUILT_IN_MODES, type ToolEntry } from '@roo-docs/schemas/tools';
import { settings } from '../../facts/index.ts';
import { Table } from '../Table.tsx';
import { InlineCode } from './InlineCode.tsx';
import { toolOrThrow } from './lookup.ts';

type SettingRow = { label: string; key: string; location: string; default?: string };

function settingOrThrow(tool: string, id: string): SettingRow {
  const s = (settings as Record<string, SettingRow>)[id];
  if (!s) throw new Error(`Tool ${tool} names setting '${id}', which shared/chrome/src/facts does not hold`);
  return s;
}

function modeList(entry: ToolEntry): string {
  return BUILT_IN_MODES.filter((m) => entry.modes.includes(m.slug))
    .map((m) => {
      const restriction = entry.group ? m.groups.find((g) => g.group === entry.group)?.restriction : undefined;
      return restriction ? `${m.name} (${restriction.toLowerCase()})` : m.name;
    })
    .join(', ');
}

/** Group, approval, modes, availability and related settings of a tool, from the catalogue. */
export function ToolFacts({ tool }: { tool: string }) {
  const entry = toolOrThrow(tool, 'ToolFacts');
  const toggle = entry.approval.autoApprove ? AUTO_APPROVE_TOGGLES[entry.approval.autoApprove] : undefined;
  return (
    <Table data-tool-facts={entry.name}>
      <tbody>
        <tr>
          <th scope="row">Group</th>
          <td>{entry.group ? <code>{entry.group}</code> : 'None: every mode has it'}</td>
        </tr>
        <tr>
          <th scope="row">Approval</th>
          <td>
            {entry.approval.required ? 'Asks first. ' : 'Does not ask. '}
            <InlineCode text={entry.approval.note} />
            {toggle ? (
              <>
                {' '}
                Auto-approve toggle: <strong>{toggle}</strong> (Settings → Auto-Approve).
              </>
            ) : null}
          </td>
        </tr>
        <tr>
          <th scope="row">Built-in modes</th>
          <td>{modeList(entry)}</td>
        </tr>
        {entry.availability ? (
          <tr>
            <th scope="row">Available when</th>
            <td>
              <InlineCode text={entry.availability} />
            </td>
          </tr>
        ) : null}
        {entry.settings.length > 0 ? (
          <tr>
            <th scope="row">Related settings</th>
            <td>
              <ul>
                {entry.settings.map((id) => {
                  const s = settingOrThrow(entry.name, id);
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
