// Create or edit a blog post (spec.md "Admin forms", sections 4 and 5).

import { useState, type FormEvent } from 'react';
import { postInputSchema, type AdminApi, type BlogPost, type PostInput } from '@kawaii/shared';
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
import { SlugField } from '../forms/SlugField.tsx';
import { submitLabel } from '../forms/submit-label.ts';
import { withSlugFromTitle, withTitle } from '../forms/title-slug.ts';
import { useImageField } from '../forms/use-image-field.ts';
import { useLoaded } from '../forms/use-loaded.ts';
import { useRecordSave } from '../forms/use-record-save.tsx';
import { BlogCategoryField } from './BlogCategoryField.tsx';
import { postCategories, postFormValues, postSaveBody, type PostFormValues } from './blog-form.ts';
import { RelatedArtworksField } from './RelatedArtworksField.tsx';

const loadCategories = async (api: AdminApi) => postCategories(await api.listPosts());
const loadArtworks = (api: AdminApi) => api.listArtworks();

export function BlogPostForm({ item, onSaved, onCancel, onReload }: EditorProps<BlogPost>) {
  const api = useAdminApi();
  const isNew = item === null;
  const [values, setValues] = useState<PostFormValues>(() => postFormValues(item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const images = useImageField(() =>
    initialImageField(item?.images ?? [], item?.coverImage ?? null),
  );
  const categories = useLoaded(loadCategories, []);
  const artworks = useLoaded(loadArtworks, []);
  const save = useRecordSave<PostInput, BlogPost>({
    save: (input) => api.savePost(item?._id ?? null, input),
    version: item?.version,
    title: item?.title,
    onSaved,
    onReload,
  });

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const parsed = parseForm(postInputSchema, postSaveBody(values, savedImages(images.state)));
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    const refused = imageRefusal(images.state, { required: true, requireCover: true });
    if (refused) return setRefusal(refused);
    void save.submit(parsed.input);
  };

  const uploading = uploadSummary(images.state.list.images).uploading;
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
          pathPrefix="/blog/"
          error={fieldError('slug')}
        />
      </div>
      <div className="admin-form__row">
        <BlogCategoryField
          value={values.category}
          onValue={(category) => set('category', category)}
          categories={categories}
          error={fieldError('category')}
        />
        <TextField
          label="Tags"
          value={values.tags}
          onValue={(tags) => set('tags', tags)}
          hint="Comma separated, e.g. dolls, sewing, pastel"
          error={fieldError('tags')}
        />
      </div>
      <ImagePicker label="Images" field={images} withCover error={fieldError('existingImages')} />
      <TextAreaField
        label="Excerpt"
        value={values.excerpt}
        onValue={(excerpt) => set('excerpt', excerpt)}
        rows={2}
        placeholder="Brief summary"
        hint="A brief summary for the blog list"
        error={fieldError('excerpt')}
      />
      <TextAreaField
        label="Content"
        value={values.content}
        onValue={(content) => set('content', content)}
        rows={10}
        hint="Leave a blank line between paragraphs"
        error={fieldError('content')}
      />
      <div className="admin-form__checks">
        <CheckboxField
          label="Published"
          checked={values.published}
          onChecked={(published) => set('published', published)}
        />
        <CheckboxField
          label="Featured Post"
          checked={values.featured}
          onChecked={(featured) => set('featured', featured)}
        />
      </div>
      <RelatedArtworksField
        artworks={artworks}
        value={values.relatedArtworks}
        onValue={(related) => set('relatedArtworks', related)}
      />
      <FormAlert message={refusal ?? save.error} />
      <FormActions
        onCancel={onCancel}
        busy={save.saving}
        submitLabel={submitLabel(
          { uploading, saving: save.saving, isNew },
          { create: 'Create Post', update: 'Update Post' },
        )}
      />
      {save.conflict}
    </form>
  );
}
