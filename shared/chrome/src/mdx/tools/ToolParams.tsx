import type { ToolParameter } from '@roo-docs/schemas/tools';
import { Table } from '../Table.tsx';
import { InlineCode } from './InlineCode.tsx';
import { formOrThrow, toolOrThrow } from './lookup.ts';

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

/** The parameter table of a tool (or of one of its other call shapes), from the tool catalogue. */
export function ToolParams({ tool, form }: { tool: string; form?: string }) {
  const entry = toolOrThrow(tool, 'ToolParams');
  const parameters = form ? formOrThrow(entry, form, 'ToolParams').parameters : entry.parameters;
  return (
    <Table data-tool-params={entry.name} data-tool-form={form}>
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
