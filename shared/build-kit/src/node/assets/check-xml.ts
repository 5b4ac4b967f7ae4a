import { SaxesParser } from 'saxes';

/**
 * Well-formedness of an SVG or XML file, as a browser's XML parser judges it: a browser refuses a
 * malformed SVG whole, so one bad character hides every icon drawn from it. Returns the first
 * fault as `line:column: reason`, or undefined when the text parses.
 */
export function xmlFault(text: string): string | undefined {
  const parser = new SaxesParser({ xmlns: true, position: true });
  let fault: string | undefined;
  parser.on('error', (error) => {
    fault ??= error.message;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    fault ??= (error as Error).message;
  }
  return fault;
}
