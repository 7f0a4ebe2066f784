// Create or edit a game: its card on the games page (title, category, tags, description,
// thumbnail), whether it can be played yet, and whether it is listed.

import { useState, type FormEvent } from 'react';
import {
  GAME_CATEGORIES,
  GAME_STATUSES,
  gameInputSchema,
  type Game,
  type GameCategory,
  type GameInput,
  type GameStatus,
} from '@kawaii/shared';
import { GAME_FILTER_LABELS } from '../../routes/games-params.ts';
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
import { useRecordSave } from '../forms/use-record-save.tsx';
import {
  GAME_STATUS_LABELS,
  gameFormValues,
  gameSaveBody,
  type GameFormValues,
} from './game-form.ts';

const CATEGORY_OPTIONS = GAME_CATEGORIES.map((category) => ({
  value: category,
  label: GAME_FILTER_LABELS[category],
}));
const STATUS_OPTIONS = GAME_STATUSES.map((status) => ({
  value: status,
  label: GAME_STATUS_LABELS[status],
}));

export function GameForm({ item, onSaved, onCancel, onReload }: EditorProps<Game>) {
  const api = useAdminApi();
  const isNew = item === null;
  const [values, setValues] = useState<GameFormValues>(() => gameFormValues(item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const thumbnail = useImageField(
    () => initialImageField(item?.thumbnail ? [item.thumbnail] : []),
    true,
  );
  const save = useRecordSave<GameInput, Game>({
    save: (input) => api.saveGame(item?._id ?? null, input),
    version: item?.version,
    title: item?.title,
    onSaved,
    onReload,
  });

  const set = <K extends keyof GameFormValues>(key: K, value: GameFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const parsed = parseForm(
      gameInputSchema,
      gameSaveBody(values, savedImages(thumbnail.state).cover),
    );
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    const refused = imageRefusal(thumbnail.state, { required: false, requireCover: false });
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
          pathPrefix="/games?play="
          error={fieldError('slug')}
        />
      </div>
      <div className="admin-form__row">
        <SelectField
          label="Category"
          value={values.category}
          onValue={(category) => set('category', category as GameCategory)}
          options={CATEGORY_OPTIONS}
          error={fieldError('category')}
        />
        <SelectField
          label="Status"
          value={values.status}
          onValue={(status) => set('status', status as GameStatus)}
          options={STATUS_OPTIONS}
          error={fieldError('status')}
        />
      </div>
      <TextField
        label="Tags"
        value={values.tags}
        onValue={(tags) => set('tags', tags)}
        hint="Comma separated, e.g. dress-up, fashion, kawaii"
        error={fieldError('tags')}
      />
      <TextAreaField
        label="Description"
        value={values.description}
        onValue={(description) => set('description', description)}
        rows={3}
        error={fieldError('description')}
      />
      <ImagePicker label="Thumbnail" field={thumbnail} single />
      <CheckboxField
        label="Published"
        checked={values.published}
        onChecked={(published) => set('published', published)}
      />
      <FormAlert message={refusal ?? save.error} />
      <FormActions
        onCancel={onCancel}
        busy={save.saving}
        submitLabel={submitLabel(
          {
            uploading: uploadSummary(thumbnail.state.list.images).uploading,
            saving: save.saving,
            isNew,
          },
          { create: 'Create Game', update: 'Update Game' },
        )}
      />
      {save.conflict}
    </form>
  );
}
