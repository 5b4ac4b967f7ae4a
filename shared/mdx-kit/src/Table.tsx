import type { ComponentProps } from 'react';

/**
 * Wide tables scroll inside their own box instead of widening the page. The box is focusable so
 * keyboard users can scroll it; a group, not a landmark, since a page may hold many tables.
 */
export function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrap" tabIndex={0} role="group" aria-label="Scrollable table">
      <table {...props} />
    </div>
  );
}
