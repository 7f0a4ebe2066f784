// The blog form's Related Artworks: any number of the portfolio's artworks, shown on the post.

import type { Artwork } from '@kawaii/shared';

interface RelatedArtworksFieldProps {
  artworks: readonly Artwork[];
  value: readonly string[];
  onValue(value: string[]): void;
}

export function RelatedArtworksField({ artworks, value, onValue }: RelatedArtworksFieldProps) {
  const toggle = (id: string, checked: boolean) =>
    onValue(checked ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <fieldset className="admin-related">
      <legend className="field__label">Related Artworks</legend>
      {artworks.length === 0 ? (
        <p className="field__hint">No artworks to relate yet.</p>
      ) : (
        <ul className="admin-related__list">
          {artworks.map((artwork) => (
            <li key={artwork._id}>
              <label className="admin-check">
                <input
                  type="checkbox"
                  checked={value.includes(artwork._id)}
                  onChange={(event) => toggle(artwork._id, event.target.checked)}
                />
                <span>{artwork.title}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
