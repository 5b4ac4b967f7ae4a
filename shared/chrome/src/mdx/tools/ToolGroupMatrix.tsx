import { BUILT_IN_MODES, groupMatrix, toolEntry, type ModeAccess } from '@roo-docs/schemas/tools';
import { Table } from '../Table.tsx';

function accessText(access: ModeAccess): string {
  if (access.kind === 'restricted') return access.restriction;
  return access.kind === 'yes' ? 'Yes' : 'No';
}

/** Which tools each group grants, and which built-in modes have each group, from the tool catalogue. */
export function ToolGroupMatrix() {
  return (
    <Table data-tool-matrix="">
      <thead>
        <tr>
          <th scope="col">Group</th>
          <th scope="col">Tools</th>
          {BUILT_IN_MODES.map((m) => (
            <th scope="col" key={m.slug}>
              {m.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {groupMatrix().map((row) => (
          <tr key={row.group}>
            <th scope="row">{row.group === 'always' ? 'None (always available)' : <code>{row.group}</code>}</th>
            <td>
              {row.tools.map((name, i) => (
                <span key={name}>
                  {i > 0 ? ', ' : null}
                  <a href={toolEntry(name)?.page}>
                    <code>{name}</code>
                  </a>
                </span>
              ))}
            </td>
            {row.access.map((access, i) => (
              <td key={BUILT_IN_MODES[i]!.slug}>{accessText(access)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
