// Create or edit an artwork (spec.md "Admin forms"; medium, listing and price too, since the
// cards show them).

import { useState, type FormEvent } from 'react';
import {
  ARTWORK_TYPE_LABELS,
  ARTWORK_TYPES,
  LISTING_TYPES,
  artworkInputSchema,
  type AdminApi,
  type Artwork,
  type ArtworkInput,
  type ArtworkType,
  type ListingType,
} from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import type { EditorProps } from '../forms/editor-props.ts';
import {
  CheckboxField,
  FormActions,
  FormAlert,
  SelectField,
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
import { SlugField } from '../forms/SlugField.tsx';
import { submitLabel } from '../forms/submit-label.ts';
import { withSlugFromTitle, withTitle } from '../forms/title-slug.ts';
import { useImageField } from '../forms/use-image-field.ts';
import { useLoaded } from '../forms/use-loaded.ts';
import { useRecordSave } from '../forms/use-record-save.tsx';
import {
  LISTING_TYPE_LABELS,
  altNote,
  artworkFormValues,
  artworkSaveBody,
  type ArtworkFormValues,
} from './artwork-form.ts';

const TYPE_OPTIONS = ARTWORK_TYPES.map((type) => ({
  value: type,
  label: ARTWORK_TYPE_LABELS[type],
}));
const LISTING_OPTIONS = LISTING_TYPES.map((listing) => ({
  value: listing,
  label: LISTING_TYPE_LABELS[listing],
}));

// Every media item, not only artworks': an artwork may take any image from the library.
const loadAlts = async (api: AdminApi) =>
  Object.fromEntries((await api.listMedia()).map((item) => [item.path, item.alt]));

export function ArtworkForm({ item, onSaved, onCancel, onReload }: EditorProps<Artwork>) {
  const api = useAdminApi();
  const isNew = item === null;
  const [values, setValues] = useState<ArtworkFormValues>(() =>
    artworkFormValues(item, new Date().getFullYear()),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const images = useImageField(() => initialImageField(item?.images ?? []));
  // Alt texts are edited in the media library, so they load again each time it closes.
  const [altsGeneration, setAltsGeneration] = useState(0);
  const alts = useLoaded<Record<string, string>>(loadAlts, {}, altsGeneration);
  const save = useRecordSave<ArtworkInput, Artwork>({
    save: (input) => api.saveArtwork(item?._id ?? null, input),
    version: item?.version,
    title: item?.title,
    onSaved,
    onReload,
  });

  const set = <K extends keyof ArtworkFormValues>(key: K, value: ArtworkFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const body = artworkSaveBody(values, savedImages(images.state).paths);
    const parsed = parseForm(artworkInputSchema, body);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    const refused = imageRefusal(images.state, { required: true, requireCover: false });
    if (refused) return setRefusal(refused);
    void save.submit(parsed.input);
  };

  const fieldError = (name: string) => errors[name] ?? save.serverErrors[name];

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-form__row">
        <TextField
          label="Title"
          value={values.title}
          onValue={(title) => setValues((previous) => withTitle(previous, title, isNew))}
          error={fieldError('title')}
          required
        />
        <SlugField
          value={values.slug}
          onValue={(slug) => set('slug', slug)}
          onGenerate={() => setValues(withSlugFromTitle)}
          pathPrefix="/artwork/"
          error={fieldError('slug')}
        />
      </div>
      <div className="admin-form__row admin-form__row--three">
        <SelectField
          label="Type"
          value={values.type}
          onValue={(type) => set('type', type as ArtworkType)}
          options={TYPE_OPTIONS}
          error={fieldError('type')}
        />
        <TextField
          label="Year"
          type="number"
          inputMode="numeric"
          min={1900}
          max={2100}
          step={1}
          value={values.year}
          onValue={(year) => set('year', year)}
          error={fieldError('year')}
          required
        />
        <TextField
          label="Medium"
          value={values.medium}
          onValue={(medium) => set('medium', medium)}
          placeholder="Watercolour on paper"
          error={fieldError('medium')}
        />
      </div>
      <div className="admin-form__row">
        <SelectField
          label="Listing type"
          value={values.listingType}
          onValue={(listing) => set('listingType', listing as ListingType)}
          options={LISTING_OPTIONS}
          error={fieldError('listingType')}
        />
        <TextField
          label="Price ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={values.price}
          onValue={(price) => set('price', price)}
          hint="Shown when the artwork is for sale"
          error={fieldError('price')}
        />
      </div>
      <CheckboxField
        label="Featured Artwork"
        checked={values.featured}
        onChecked={(featured) => set('featured', featured)}
      />
      <TextField
        label="Tags"
        value={values.tags}
        onValue={(tags) => set('tags', tags)}
        hint="Comma separated, e.g. bunny, pastel, watercolour"
        error={fieldError('tags')}
      />
      <TextAreaField
        label="Description"
        value={values.description}
        onValue={(description) => set('description', description)}
        rows={5}
        error={fieldError('description')}
      />
      <ImagePicker
        label="Images"
        field={images}
        noteFor={(image) => altNote(alts, image.path)}
        error={fieldError('existingImages')}
        onLibraryClosed={() => setAltsGeneration((count) => count + 1)}
      />
      <FormAlert message={refusal ?? save.error} />
      <FormActions
        onCancel={onCancel}
        busy={save.saving}
        submitLabel={submitLabel(
          {
            uploading: uploadSummary(images.state.list.images).uploading,
            saving: save.saving,
            isNew,
          },
          { create: 'Create Artwork', update: 'Update Artwork' },
        )}
      />
      {save.conflict}
    </form>
  );
}
