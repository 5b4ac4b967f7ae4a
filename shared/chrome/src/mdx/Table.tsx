import type { ComponentProps } from 'react';

/** Wide tables scroll inside their own box instead of widening the page. */
export function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  );
}
