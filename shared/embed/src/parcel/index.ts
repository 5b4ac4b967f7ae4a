export { createSectionParcel, type SectionParcel } from './section-parcel.tsx';
export type { EmbeddedPageProps } from './EmbeddedPage.tsx';
