import { InlineCode } from './InlineCode.tsx';
import { missingData } from './missing-data.ts';

/**
 * The catalogue's sentence on when a tool is offered, inline, so a page that lists conditions says
 * exactly what the tool's facts table says.
 */
export function ToolAvailability({ tool, availability }: { tool: string; availability?: string }) {
  if (availability === undefined) throw missingData('ToolAvailability', tool);
  return <InlineCode text={availability} />;
}
