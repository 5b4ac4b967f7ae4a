// <ToolExample/> has no component: the MDX pipeline turns it into a highlighted code block.
export { ToolParams } from './ToolParams.tsx';
export { ToolFacts } from './ToolFacts.tsx';
export { ToolAvailability } from './ToolAvailability.tsx';
export { ToolGroupMatrix } from './ToolGroupMatrix.tsx';
