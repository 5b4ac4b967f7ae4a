export { embedDemoHtml, embedFiles, type EmbedFile } from './embed-files.ts';
