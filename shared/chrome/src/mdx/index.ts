export { Admonition, type AdmonitionType } from './Admonition.tsx';
export { H2, H3, H4 } from './Headings.tsx';
export { CodeBlock } from './CodeBlock.tsx';
export { Card, CardGrid, Kbd } from './Cards.tsx';
export { VideoGrid, type Video } from './VideoGrid.tsx';
export { Table } from './Table.tsx';
export { Fact, Label, Setting, Shortcut } from './Facts.tsx';
export { ModelTable, MODEL_TABLE_NOTE } from './model-table/ModelTable.tsx';
export type { ModelTableData, TableModel, TableTier } from './model-table/rows.ts';
