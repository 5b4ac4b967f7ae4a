import type { GroupMatrixData } from '@roo-docs/assistant-schemas/tools';
import { Table } from '../Table.tsx';
import { missingData } from './missing-data.ts';

/** Which tools each group grants and which built-in modes have each group; `matrix` comes from the catalogue. */
export function ToolGroupMatrix({ matrix }: { matrix?: GroupMatrixData }) {
  if (!matrix) throw missingData('ToolGroupMatrix');
  return (
    <Table data-tool-matrix="">
      <thead>
        <tr>
          <th scope="col">Group</th>
          <th scope="col">Tools</th>
          {matrix.modes.map((mode) => (
            <th scope="col" key={mode}>
              {mode}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {matrix.rows.map((row) => (
          <tr key={row.group}>
            <th scope="row">{row.group === 'always' ? 'None (always available)' : <code>{row.group}</code>}</th>
            <td>
              {row.tools.map((tool, i) => (
                <span key={tool.name}>
                  {i > 0 ? ', ' : null}
                  <a href={tool.page}>
                    <code>{tool.name}</code>
                  </a>
                </span>
              ))}
            </td>
            {row.access.map((access, i) => (
              <td key={matrix.modes[i]}>{access}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
