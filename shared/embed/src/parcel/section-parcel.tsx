import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { embedStylesheet } from './embed-styles.ts';
import { EmbeddedPage, type EmbeddedPageProps } from './EmbeddedPage.tsx';
import type { RoutesModule } from '@roo-docs/schemas/contract';

/** What single-spa hands every lifecycle, plus what the host passes (`domElement`, `path`, `theme`, …). */
type ParcelProps = Partial<EmbeddedPageProps> & { name: string; domElement?: unknown; [key: string]: unknown };

export interface SectionParcel {
  bootstrap(props: ParcelProps): Promise<void>;
  mount(props: ParcelProps): Promise<void>;
  update(props: ParcelProps): Promise<void>;
  unmount(props: ParcelProps): Promise<void>;
}

/**
 * single-spa parcel lifecycles that show one page of a section, by path, in any element. The page
 * lives in a shadow root with the site's stylesheet, so host and docs styles never meet; unmount
 * removes everything the parcel added.
 */
export function createSectionParcel(routes: RoutesModule): SectionParcel {
  const { section } = routes;
  const react = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: EmbeddedPage as unknown as React.FunctionComponent<object>,
    errorBoundary: (error: Error) => <p role="alert">This page of the Roo Code docs failed to render: {error.message}</p>,
  });
  const mounted = new Map<string, { host: HTMLElement; props: ParcelProps }>();
  const mountedAs = (props: ParcelProps) => {
    const entry = mounted.get(props.name);
    if (!entry) throw new Error(`The ${section} docs parcel '${props.name}' is not mounted`);
    return entry;
  };
  return {
    bootstrap: (props) => react.bootstrap(props as never),
    async mount(props) {
      const target = props.domElement;
      if (!(target instanceof HTMLElement))
        throw new Error(`The ${section} docs parcel needs the element to show the page in as its domElement prop`);
      if (typeof props.path !== 'string') throw new Error(`The ${section} docs parcel needs a path prop, e.g. '/${section}/'`);
      const host = document.createElement('div');
      host.setAttribute('data-roo-docs-parcel', section);
      const shadow = host.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      style.textContent = embedStylesheet();
      const container = document.createElement('div');
      shadow.append(style, container);
      target.append(host);
      const full = { ...props, routes, domElement: container };
      mounted.set(props.name, { host, props: full });
      await react.mount(full as never);
    },
    // single-spa passes only the new props to update; the page keeps what the host did not change.
    async update(props) {
      const entry = mountedAs(props);
      entry.props = { ...entry.props, ...props, routes, domElement: entry.props.domElement };
      await react.update?.(entry.props as never);
    },
    async unmount(props) {
      const entry = mountedAs(props);
      await react.unmount(entry.props as never);
      entry.host.remove();
      mounted.delete(props.name);
    },
  };
}
