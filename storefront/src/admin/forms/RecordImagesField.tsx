// The picker of a content form's images, set up as the form keeps them: one picture or a list,
// with or without a cover.

import { ImagePicker } from './ImagePicker.tsx';
import type { RecordForm } from './use-record-form.ts';

interface RecordImagesFieldProps {
  form: Pick<RecordForm<unknown, object>, 'images' | 'fieldError'>;
  label: string;
}

export function RecordImagesField({ form: { images, fieldError }, label }: RecordImagesFieldProps) {
  return (
    <ImagePicker
      label={label}
      field={images.field}
      single={images.single}
      withCover={images.withCover}
      // A list is saved as existingImages, and the server's word on it (a stored image that is
      // gone) stands under the picker; a single picture's stands in the form's alert.
      error={images.single ? undefined : fieldError('existingImages')}
    />
  );
}
