// Create or edit a shop category (spec.md "Admin forms"): name, description, image and whether
// the shop offers it.

import { useState, type FormEvent } from 'react';
import { categoryInputSchema, type Category, type CategoryInput } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import type { EditorProps } from '../forms/editor-props.ts';
import {
  CheckboxField,
  FormActions,
  FormAlert,
  TextAreaField,
  TextField,
} from '../forms/fields.tsx';
import {
  imageRefusal,
  initialImageField,
  savedImages,
  uploadSummary,
} from '../forms/image-field.ts';
import { ImagePicker } from '../forms/ImagePicker.tsx';
import { parseForm, type FieldErrors } from '../forms/parse-form.ts';
import { categorySaveErrorMessage } from '../forms/save-errors.ts';
import { submitLabel } from '../forms/submit-label.ts';
import { useImageField } from '../forms/use-image-field.ts';
import { useRecordSave } from '../forms/use-record-save.tsx';

export function CategoryForm({ item, onSaved, onCancel, onReload }: EditorProps<Category>) {
  const api = useAdminApi();
  const isNew = item === null;
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [isActive, setIsActive] = useState(item?.isActive ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const image = useImageField(() => initialImageField(item?.image ? [item.image] : []), true);
  const save = useRecordSave<CategoryInput, Category>({
    save: (input) => api.saveCategory(item?._id ?? null, input),
    version: item?.version,
    title: item?.name,
    onSaved,
    onReload,
    describeError: categorySaveErrorMessage,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const body = { name, description, isActive, image: savedImages(image.state).cover };
    const parsed = parseForm(categoryInputSchema, body);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    const refused = imageRefusal(image.state, { required: false, requireCover: false });
    if (refused) return setRefusal(refused);
    void save.submit(parsed.input);
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <TextField
        label="Category Name"
        value={name}
        onValue={setName}
        error={errors['name'] ?? save.serverErrors['name']}
        required
      />
      <TextAreaField
        label="Description"
        value={description}
        onValue={setDescription}
        rows={3}
        error={errors['description']}
      />
      <ImagePicker label="Category Image" field={image} single />
      <CheckboxField label="Active Category" checked={isActive} onChecked={setIsActive} />
      <FormAlert message={refusal ?? save.error} />
      <FormActions
        onCancel={onCancel}
        busy={save.saving}
        submitLabel={submitLabel(
          {
            uploading: uploadSummary(image.state.list.images).uploading,
            saving: save.saving,
            isNew,
          },
          { create: 'Create Category', update: 'Update Category' },
        )}
      />
      {save.conflict}
    </form>
  );
}
