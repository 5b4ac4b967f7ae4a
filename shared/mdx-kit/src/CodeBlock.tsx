import { useRef, useState, type ComponentProps } from 'react';
import { codeText } from './code-text.ts';

/** A highlighted block from the build (Shiki) with its file title and a copy button. */
export function CodeBlock(props: ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string }) {
  const { 'data-title': title, 'data-language': language, children, ...rest } = props;
  const ref = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = () => {
    const text = ref.current ? codeText(ref.current) : '';
    void navigator.clipboard?.writeText(text).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      },
      () => setCopied(false),
    );
  };
  return (
    <div className="code-block" data-language={language}>
      {title ? <div className="code-title">{title}</div> : null}
      <pre ref={ref} tabIndex={0} {...rest}>
        {children}
      </pre>
      <button type="button" className="code-copy" onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}
