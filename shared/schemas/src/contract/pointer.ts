import type { SectionName } from './sections.ts';

/** The live build of one section and where its artefacts are (all inside its build base). */
export interface SectionPointer {
  buildId: string;
  /** Site path of `mf-manifest.json`. */
  manifest: string;
  /** Site path of `routes.json`. */
  routes: string;
  /** Site path of `search-shard.json`. */
  searchShard: string;
  /** Site path of the Node build's entry (prerender only). */
  ssr: string;
  /**
   * sha256 of each artefact's bytes, so a consumer can detect a torn or tampered file. `nav`
   * (`nav.json`, the compact table pages fetch once idle) is absent from pointers written before
   * it was hashed; a consumer then reads the file unchecked, as those pointers' readers did.
   */
  hashes: { manifest: string; routes: string; searchShard: string; nav?: string };
}

/** `/remotes.json`: the live build of the shell and of each section. */
export interface RemotesPointer {
  schemaVersion: 1;
  shell: { buildId: string } | null;
  sections: Partial<Record<SectionName, SectionPointer>>;
  /**
   * Origins (not loopback) from which any reader may load a section in place of its published
   * build with `?dev=<section>@<origin>`, e.g. a staging host; absent or empty: none.
   */
  devOrigins?: string[];
}
