// Create or edit a game: its card on the games page (title, category, tags, description,
// thumbnail), whether it can be played yet, and whether it is listed.

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
import { CheckboxField, SelectField, TextAreaField, TextField } from '../forms/fields.tsx';
import { useOneImage } from '../forms/record-images.ts';
import { RecordFormFooter } from '../forms/RecordFormFooter.tsx';
import { RecordImagesField } from '../forms/RecordImagesField.tsx';
import { TitleSlugRow } from '../forms/TitleSlugRow.tsx';
import { useRecordForm } from '../forms/use-record-form.ts';
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
  const thumbnail = useOneImage(item?.thumbnail, 'thumbnail');
  const form = useRecordForm<GameFormValues, GameInput, Game>({
    editor: { item, onSaved, onReload },
    saveRecord: (id, input) => api.saveGame(id, input),
    recordName: item?.title,
    initialValues: () => gameFormValues(item),
    schema: gameInputSchema,
    saveBody: (values) => gameSaveBody(values, thumbnail.saved().cover),
    images: thumbnail,
  });
  const { values, set, fieldError } = form;

  return (
    <form className="admin-form" onSubmit={form.submit} noValidate>
      <TitleSlugRow form={form} pathPrefix="/games?play=" />
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
      <RecordImagesField form={form} label="Thumbnail" />
      <CheckboxField
        label="Published"
        checked={values.published}
        onChecked={(published) => set('published', published)}
      />
      <RecordFormFooter
        form={form}
        onCancel={onCancel}
        labels={{ create: 'Create Game', update: 'Update Game' }}
      />
    </form>
  );
}
