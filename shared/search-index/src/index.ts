export { tokenize, processTerm, words, wordParts } from './tokenize.ts';
export { SEARCH_OPTIONS, MINISEARCH_VERSION, type ShardOptions } from './options.ts';
export {
  SHARD_SCHEMA_VERSION,
  EXCERPT_LENGTH,
  type LeanIndex,
  type SectionDoc,
  type ShardDoc,
  type ShardPage,
} from './format.ts';
export { encodeIndex, excerptOf } from './encode.ts';
export { decodeDocs, fieldLengthsOf } from './decode.ts';
export { checkPostings, decodePostings, encodePostings, type TermPostings } from './postings.ts';
