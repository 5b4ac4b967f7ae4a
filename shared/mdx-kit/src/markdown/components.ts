import {
  Children,
  createElement as h,
  Fragment,
  isValidElement,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { SITE_BASE_URL } from '@roo-docs/schemas/config';
import {
  hasTiers,
  MODEL_TABLE_COLUMNS,
  MODEL_TABLE_NOTE,
  modelCells,
  modelTableNote,
  type ModelTableData,
} from '../model-table/rows.ts';
import type { ScreenshotData } from '../screenshot/data.ts';
import { isValidatorKind, VALIDATOR_KINDS, type ValidatorKind } from '../validators/kinds.ts';
import { ADMONITION_LABELS, type AdmonitionType } from '../admonition-labels.ts';

// Written with createElement, not JSX: the section build loads this file in Node as it is.

/**
 * The semantic HTML each kit component becomes in a page's Markdown twin: what a page shows as
 * an interactive or themed widget is rendered as the plain element Markdown has for it, which the
 * section build then turns into Markdown (shared/section-build/src/node/markdown/).
 */
export interface MarkdownComponentsInput {
  /** The page's canonical URL: a validator's sentence sends the reader there. */
  pageUrl: string;
}

function Admonition({ type, title, children }: { type: AdmonitionType; title?: string; children?: ReactNode }) {
  const label = ADMONITION_LABELS[type] ?? ADMONITION_LABELS.note;
  // The kind always, the page's own title after it: "Tip: Save tokens".
  const heading = title && title !== label ? `${label}: ${title}` : label;
  return h('blockquote', { 'data-admonition': type }, h('p', null, h('strong', null, heading)), children);
}

function Screenshot({ data }: { id?: string; data?: ScreenshotData }) {
  if (!data) throw new Error('<Screenshot> has no manifest data: the page was not compiled with the site pipeline');
  // The light picture at full size: a twin is read outside the site's themes.
  return h(
    Fragment,
    null,
    h('p', null, h('img', { src: data.light.x2, alt: data.alt })),
    h('p', null, h('em', null, data.caption)),
  );
}

function VideoGrid({ videos }: { videos: readonly { id: string; title: string }[] }) {
  return h(
    'ul',
    null,
    videos.map((v) =>
      h(
        'li',
        { key: v.id },
        'Video: ',
        h('a', { href: `https://www.youtube.com/watch?v=${encodeURIComponent(v.id)}` }, v.title),
        ' (on YouTube).',
      ),
    ),
  );
}

function fileValidator(pageUrl: string) {
  return function FileValidator({ kind }: { kind: ValidatorKind }) {
    if (!isValidatorKind(kind)) throw new Error(`Unknown validator kind '${String(kind)}'`);
    const spec = VALIDATOR_KINDS[kind];
    const schema = `${SITE_BASE_URL}schemas/${spec.schemaFile}`;
    return h(
      'p',
      null,
      `Validator: ${spec.label} (${spec.syntax}). The page at `,
      h('a', { href: pageUrl }, pageUrl),
      ' checks it in the browser as you paste it; editors can check it with its ',
      h('a', { href: schema }, 'JSON Schema'),
      '.',
    );
  };
}

function ModelTable({ provider, data }: { provider?: string; data?: ModelTableData }) {
  if (!data || data.provider !== provider) throw new Error(`<ModelTable provider="${provider}"/> has no catalogue data`);
  const withTiers = hasTiers(data);
  const columns = ['Model', ...MODEL_TABLE_COLUMNS.slice(0, withTiers ? undefined : -1)];
  return h(
    Fragment,
    null,
    h('p', null, modelTableNote(MODEL_TABLE_NOTE)),
    h(
      'table',
      null,
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          columns.map((c) => h('th', { key: c }, c)),
        ),
      ),
      h(
        'tbody',
        null,
        data.models.map((m) =>
          h(
            'tr',
            { key: m.id },
            h('td', null, h('code', null, m.id), m.id === data.defaultModelId ? ' (default)' : null),
            modelCells(m, withTiers).map((cell, i) => h('td', { key: i }, cell)),
          ),
        ),
      ),
    ),
  );
}

function CodeBlock({ children, ...props }: ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string }) {
  return h('pre', { 'data-language': props['data-language'], 'data-title': props['data-title'] }, children);
}

/** Every tab's panel under its label, one after another, as the page shows them without scripts. */
function Tabs({ children }: { children?: ReactNode }) {
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<{ label: string; children?: ReactNode }> =>
      isValidElement<{ label?: unknown }>(child) && typeof child.props.label === 'string',
  );
  return h(
    Fragment,
    null,
    tabs.map((tab) =>
      h(Fragment, { key: tab.props.label }, h('p', null, h('strong', null, tab.props.label)), tab.props.children),
    ),
  );
}

/** A Markdown image as itself, not the link that zooms it on the page. */
const Image = ({ src, alt, title }: ComponentProps<'img'>) => h('img', { src, alt, title });

const CardGrid = ({ children }: { children?: ReactNode }) => h('ul', null, children);
const Card = ({ title, href, children }: { title: string; href: string; children?: ReactNode }) =>
  h('li', null, h('a', { href }, title), children ? h(Fragment, null, ': ', children) : null);

const plain = (tag: 'h2' | 'h3' | 'h4' | 'table') => (props: ComponentProps<typeof tag>) =>
  h(tag, { id: props.id }, props.children);

/** The components a page's MDX is rendered with for its Markdown twin (on top of its own). */
export function markdownComponents({ pageUrl }: MarkdownComponentsInput): Record<string, unknown> {
  return {
    Admonition,
    Card,
    CardGrid,
    FileValidator: fileValidator(pageUrl),
    ModelTable,
    Screenshot,
    Tabs,
    VideoGrid,
    h2: plain('h2'),
    h3: plain('h3'),
    h4: plain('h4'),
    img: Image,
    pre: CodeBlock,
    table: plain('table'),
  };
}
