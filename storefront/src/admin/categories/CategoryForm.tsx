// Create or edit a shop category: name, description, image and whether
// the shop offers it.

import { categoryInputSchema, type Category, type CategoryInput } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import type { EditorProps } from '../forms/editor-props.ts';
import { CheckboxField, TextAreaField, TextField } from '../forms/fields.tsx';
import { useOneImage } from '../forms/record-images.ts';
import { RecordFormFooter } from '../forms/RecordFormFooter.tsx';
import { RecordImagesField } from '../forms/RecordImagesField.tsx';
import { categorySaveErrorMessage } from '../forms/save-errors.ts';
import { useRecordForm } from '../forms/use-record-form.ts';

interface CategoryFormValues {
  name: string;
  description: string;
  isActive: boolean;
}

export function CategoryForm({ item, onSaved, onCancel, onReload }: EditorProps<Category>) {
  const api = useAdminApi();
  const image = useOneImage(item?.image, 'image');
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
    saveBody: (values) => ({ ...values, image: image.saved().cover }),
    images: image,
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
      <RecordImagesField form={form} label="Category Image" />
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
