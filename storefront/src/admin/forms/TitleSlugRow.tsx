// The Title and URL Slug row of a form whose record has a page of its own: a new record's slug
// follows its title, an existing one keeps its slug unless 'Generate from Title' is pressed.

import { TextField } from './fields.tsx';
import { SlugField } from './SlugField.tsx';
import { withSlugFromTitle, withTitle } from './title-slug.ts';
import type { RecordForm } from './use-record-form.ts';

interface TitleSlugRowProps<Values extends { title: string; slug: string }> {
  form: RecordForm<Values, object>;
  /** The page's path before the slug: '/blog/'. */
  pathPrefix: string;
}

export function TitleSlugRow<Values extends { title: string; slug: string }>({
  form: { values, setValues, fieldError, isNew },
  pathPrefix,
}: TitleSlugRowProps<Values>) {
  return (
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
        onValue={(slug) => setValues((previous) => ({ ...previous, slug }))}
        onGenerate={() => setValues(withSlugFromTitle)}
        pathPrefix={pathPrefix}
        error={fieldError('slug')}
      />
    </div>
  );
}
