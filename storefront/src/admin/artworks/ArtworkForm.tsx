// Create or edit an artwork: title, slug, type, year, featured, tags, description and images,
// plus medium, listing and price, since the cards show them.

import {
  ARTWORK_TYPE_LABELS,
  ARTWORK_TYPES,
  LISTING_TYPES,
  artworkInputSchema,
  type Artwork,
  type ArtworkInput,
  type ArtworkType,
  type ListingType,
} from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import type { EditorProps } from '../forms/editor-props.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../forms/fields.tsx';
import { useImageList } from '../forms/record-images.ts';
import { RecordFormFooter } from '../forms/RecordFormFooter.tsx';
import { RecordImagesField } from '../forms/RecordImagesField.tsx';
import { TitleSlugRow } from '../forms/TitleSlugRow.tsx';
import { useRecordForm } from '../forms/use-record-form.ts';
import {
  LISTING_TYPE_LABELS,
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

export function ArtworkForm({ item, onSaved, onCancel, onReload }: EditorProps<Artwork>) {
  const api = useAdminApi();
  const images = useImageList(item?.images ?? [], true);
  const form = useRecordForm<ArtworkFormValues, ArtworkInput, Artwork>({
    editor: { item, onSaved, onReload },
    saveRecord: (id, input) => api.saveArtwork(id, input),
    recordName: item?.title,
    initialValues: () => artworkFormValues(item, new Date().getFullYear()),
    schema: artworkInputSchema,
    saveBody: (values) => artworkSaveBody(values, images.saved().paths),
    images,
  });
  const { values, set, fieldError } = form;

  return (
    <form className="admin-form" onSubmit={form.submit} noValidate>
      <TitleSlugRow form={form} pathPrefix="/artwork/" />
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
          max={new Date().getFullYear()}
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
      <RecordImagesField form={form} label="Images" />
      <RecordFormFooter
        form={form}
        onCancel={onCancel}
        labels={{ create: 'Create Artwork', update: 'Update Artwork' }}
      />
    </form>
  );
}
