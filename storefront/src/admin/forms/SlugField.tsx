// A URL slug with its 'Generate from Title' button and the URL it will make.

import { TextField } from './fields.tsx';

interface SlugFieldProps {
  value: string;
  onValue(slug: string): void;
  onGenerate(): void;
  /** The page's path before the slug: '/blog/'. */
  pathPrefix: string;
  error?: string | undefined;
}

export function SlugField({ value, onValue, onGenerate, pathPrefix, error }: SlugFieldProps) {
  return (
    <div className="admin-slug">
      <TextField
        label="URL Slug"
        value={value}
        onValue={onValue}
        hint={`This will be used in the URL: ${pathPrefix}${value}`}
        error={error}
        required
        autoCapitalize="none"
        spellCheck={false}
      />
      <button type="button" className="admin-link-button admin-slug__generate" onClick={onGenerate}>
        Generate from Title
      </button>
    </div>
  );
}
