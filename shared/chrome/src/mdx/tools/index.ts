export { ToolParams } from './ToolParams.tsx';
export { ToolExample } from './ToolExample.tsx';
export { ToolFacts } from './ToolFacts.tsx';
export { ToolGroupMatrix } from './ToolGroupMatrix.tsx';
