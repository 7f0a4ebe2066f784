// Create or edit a blog post. A new post's slug follows its title; a save waits for the images to
// finish uploading and needs at least one image with a cover chosen.

import { useMemo } from 'react';
import { postInputSchema, type BlogPost, type PostInput } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import type { EditorProps } from '../forms/editor-props.ts';
import { CheckboxField, TextAreaField, TextField } from '../forms/fields.tsx';
import { useImageListWithCover } from '../forms/record-images.ts';
import { RecordFormFooter } from '../forms/RecordFormFooter.tsx';
import { RecordImagesField } from '../forms/RecordImagesField.tsx';
import { TitleSlugRow } from '../forms/TitleSlugRow.tsx';
import { useLoaded } from '../forms/use-loaded.ts';
import { useRecordForm } from '../forms/use-record-form.ts';
import { BlogCategoryField } from './BlogCategoryField.tsx';
import { postCategories, postFormValues, postSaveBody, type PostFormValues } from './blog-form.ts';
import { RelatedArtworksField } from './RelatedArtworksField.tsx';

const NO_POSTS: BlogPost[] = [];

export function BlogPostForm({ item, onSaved, onCancel, onReload }: EditorProps<BlogPost>) {
  const api = useAdminApi();
  const images = useImageListWithCover(item?.images ?? [], item?.coverImage ?? null);
  const posts = useLoaded('listPosts', NO_POSTS);
  const categories = useMemo(() => postCategories(posts), [posts]);
  const form = useRecordForm<PostFormValues, PostInput, BlogPost>({
    editor: { item, onSaved, onReload },
    saveRecord: (id, input) => api.savePost(id, input),
    recordName: item?.title,
    initialValues: () => postFormValues(item),
    schema: postInputSchema,
    saveBody: (values) => postSaveBody(values, images.saved()),
    images,
  });
  const { values, set, fieldError } = form;

  return (
    <form className="admin-form" onSubmit={form.submit} noValidate>
      <TitleSlugRow form={form} pathPrefix="/blog/" />
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
      <RecordImagesField form={form} label="Images" />
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
        value={values.relatedArtworks}
        onValue={(related) => set('relatedArtworks', related)}
      />
      <RecordFormFooter
        form={form}
        onCancel={onCancel}
        labels={{ create: 'Create Post', update: 'Update Post' }}
      />
    </form>
  );
}
