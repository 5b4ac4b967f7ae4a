import type { ComponentProps } from 'react';

/** Headings carry their anchor id (set by the pipeline) and a visible link to it for sharing. */
function anchored(Tag: 'h2' | 'h3' | 'h4') {
  return function Heading({ id, children, ...rest }: ComponentProps<'h2'>) {
    return (
      <Tag id={id} {...rest}>
        {children}
        {id ? (
          <a className="hash-link" href={`#${id}`} aria-label={`Direct link to this section`}>
            #
          </a>
        ) : null}
      </Tag>
    );
  };
}
export const H2 = anchored('h2');
export const H3 = anchored('h3');
export const H4 = anchored('h4');
