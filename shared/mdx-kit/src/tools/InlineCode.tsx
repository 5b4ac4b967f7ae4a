import { Fragment } from 'react';

/** Catalogue text marks code with backticks, as Markdown does; render those runs as <code>. */
export function InlineCode({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) => (
        <Fragment key={i}>{i % 2 === 1 ? <code>{part}</code> : part}</Fragment>
      ))}
    </>
  );
}
