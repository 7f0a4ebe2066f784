// The blog form's Related Artworks: any number of the portfolio's artworks, shown on the post,
// searched a page at a time and the chosen ones read by id.

import { RecordPicker } from '../pickers/RecordPicker.tsx';

interface RelatedArtworksFieldProps {
  value: readonly string[];
  onValue(value: string[]): void;
}

export function RelatedArtworksField({ value, onValue }: RelatedArtworksFieldProps) {
  return <RecordPicker kind="artworks" label="Related Artworks" value={value} onValue={onValue} />;
}
