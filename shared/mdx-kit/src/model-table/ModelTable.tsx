import { useState } from 'react';
import { Table } from '../Table.tsx';
import {
  hasTiers,
  MODEL_TABLE_NOTE,
  modelCells,
  modelTableNote,
  nextSort,
  sortModels,
  type ModelTableData,
  type Sort,
  type SortKey,
} from './rows.ts';

export { MODEL_TABLE_NOTE };

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: SortKey;
  sort: Sort | null;
  onSort: (k: SortKey) => void;
}) {
  const active = sort?.key === column ? sort.direction : undefined;
  return (
    <th scope="col" aria-sort={active ?? 'none'}>
      <button type="button" className="model-table-sort" onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true" className="model-table-arrow">
          {active === 'ascending' ? '▲' : active === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * A provider's models from the catalogue, as a plain table that reads without JavaScript; after
 * hydration the context-window and price headers sort it. `data` is inlined by the build's
 * remark-model-tables plugin from `provider`, after validating the catalogue.
 */
export function ModelTable({ provider, data }: { provider?: string; data?: ModelTableData }) {
  const [sort, setSort] = useState<Sort | null>(null);
  if (!data || data.provider !== provider) {
    throw new Error(
      `<ModelTable provider="${provider}"/> has no catalogue data: the page was not compiled with the site's MDX pipeline`,
    );
  }
  const rows = sortModels(data.models, sort);
  const withTiers = hasTiers(data);
  const onSort = (key: SortKey) => setSort((s) => nextSort(s, key));
  return (
    <div className="model-table" data-provider={provider}>
      <p className="model-table-note">{modelTableNote(MODEL_TABLE_NOTE)}</p>
      <Table>
        <thead>
          <tr>
            <th scope="col">Model</th>
            <SortHeader label="Context window" column="contextWindow" sort={sort} onSort={onSort} />
            <th scope="col">Max output</th>
            <SortHeader label="Input" column="inputPrice" sort={sort} onSort={onSort} />
            <SortHeader label="Output" column="outputPrice" sort={sort} onSort={onSort} />
            <th scope="col">Cache write</th>
            <th scope="col">Cache read</th>
            <th scope="col">Supports</th>
            {withTiers ? <th scope="col">Price tiers</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.id}>
              <th scope="row">
                <code>{m.id}</code>
                {m.id === data.defaultModelId ? ' (default)' : null}
              </th>
              {modelCells(m, withTiers).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
