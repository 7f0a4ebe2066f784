// Create or edit a shop category: name, description, image and whether
// the shop offers it.

import { categoryInputSchema, type Category, type CategoryInput } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import type { EditorProps } from '../forms/editor-props.ts';
import { CheckboxField, TextAreaField, TextField } from '../forms/fields.tsx';
import { initialImageField, savedImages } from '../forms/image-field.ts';
import { ImagePicker } from '../forms/ImagePicker.tsx';
import { RecordFormFooter } from '../forms/RecordFormFooter.tsx';
import { categorySaveErrorMessage } from '../forms/save-errors.ts';
import { useImageField } from '../forms/use-image-field.ts';
import { useRecordForm } from '../forms/use-record-form.ts';

interface CategoryFormValues {
  name: string;
  description: string;
  isActive: boolean;
}

export function CategoryForm({ item, onSaved, onCancel, onReload }: EditorProps<Category>) {
  const api = useAdminApi();
  const image = useImageField(() => initialImageField(item?.image ? [item.image] : []), true);
  const form = useRecordForm<CategoryFormValues, CategoryInput, Category>({
    editor: { item, onSaved, onReload },
    saveRecord: (id, input) => api.saveCategory(id, input),
    recordName: item?.name,
    describeError: categorySaveErrorMessage,
    initialValues: () => ({
      name: item?.name ?? '',
      description: item?.description ?? '',
      isActive: item?.isActive ?? true,
    }),
    schema: categoryInputSchema,
    saveBody: (values) => ({ ...values, image: savedImages(image.state).cover }),
    images: image,
    imageRules: { required: false, requireCover: false },
  });
  const { values, set, fieldError } = form;

  return (
    <form className="admin-form" onSubmit={form.submit} noValidate>
      <TextField
        label="Category Name"
        value={values.name}
        onValue={(name) => set('name', name)}
        error={fieldError('name')}
        required
      />
      <TextAreaField
        label="Description"
        value={values.description}
        onValue={(description) => set('description', description)}
        rows={3}
        error={fieldError('description')}
      />
      <ImagePicker label="Category Image" field={image} single />
      <CheckboxField
        label="Active Category"
        checked={values.isActive}
        onChecked={(isActive) => set('isActive', isActive)}
      />
      <RecordFormFooter
        form={form}
        onCancel={onCancel}
        labels={{ create: 'Create Category', update: 'Update Category' }}
      />
    </form>
  );
}
