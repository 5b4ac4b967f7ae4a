import type { ToolParameter } from '@roo-docs/assistant-schemas/tools';
import { Table } from '../Table.tsx';
import { InlineCode } from './InlineCode.tsx';
import { missingData } from './missing-data.ts';

function Row({ parameter }: { parameter: ToolParameter }) {
  return (
    <tr>
      <td>
        <code>{parameter.name}</code>
        {parameter.within ? (
          <>
            {' '}
            (in <code>{parameter.within}</code>)
          </>
        ) : null}
      </td>
      <td>{parameter.required ? 'Yes' : 'No'}</td>
      <td>
        {parameter.type}
        {parameter.values ? (
          <>
            :{' '}
            {parameter.values.map((v, i) => (
              <span key={v}>
                {i > 0 ? ', ' : null}
                <code>{v}</code>
              </span>
            ))}
          </>
        ) : null}
      </td>
      <td>
        <InlineCode text={parameter.meaning} />
      </td>
    </tr>
  );
}

/** A tool's parameter table; `parameters` comes from the tool catalogue when the page compiles. */
export function ToolParams({ tool, form, parameters }: { tool: string; form?: string; parameters?: ToolParameter[] }) {
  if (!parameters) throw missingData('ToolParams', tool);
  return (
    <Table data-tool-params={tool} data-tool-form={form}>
      <thead>
        <tr>
          <th scope="col">Parameter</th>
          <th scope="col">Required</th>
          <th scope="col">Type</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((p) => (
          <Row key={`${p.within ?? ''}/${p.name}`} parameter={p} />
        ))}
      </tbody>
    </Table>
  );
}
