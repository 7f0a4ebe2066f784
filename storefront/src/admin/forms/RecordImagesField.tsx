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
      // The server's word on the images (a stored image that is gone) stands under the picker.
      error={fieldError(images.savedAs)}
    />
  );
}
