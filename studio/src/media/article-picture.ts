// The article's picture component (Add Component → Image) as Decap registers it, less its
// "Insert from URL": a picture in an article is a file of the blog's pictures, chosen or uploaded
// in the media library (the gate refuses any other address at save, issue 47). The cover and the
// other picture fields say the same with `choose_url: false` (studio/server/decap-config.ts).
import CMS from 'decap-cms-app';

/** An editor component as Decap keeps it: its fields an Immutable list. */
interface RegisteredComponent {
  fields?: { toJS: () => { widget?: string }[] };
  [option: string]: unknown;
}

/** Registers Decap's own image component again with its picture field closed to addresses. */
export function pictureComponentWithoutAddresses() {
  const registered = CMS.getEditorComponents() as unknown as Map<string, RegisteredComponent>;
  const image = registered.get('image');
  if (!image?.fields) return;
  const fields = image.fields
    .toJS()
    .map((field) => (field.widget === 'image' ? { ...field, choose_url: false } : field));
  CMS.registerEditorComponent({ ...image, fields } as never);
}
