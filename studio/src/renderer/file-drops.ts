// Image files dragged in from Finder or Explorer. Dropped on an image field, they join it as if
// chosen with its button (previews, the same size and type checks); dropped on the media
// library, the main process imports them from where they are on disk (their paths, which only
// Electron can tell: webUtils.getPathForFile through the preload) and the library lists them.
// Dropped anywhere else they are ignored, and the window never opens a dropped file as a page.

export const IMAGE_TYPES = /^image\/(jpeg|png|webp|gif|avif)$/;

export type DropTarget =
  { kind: 'image-field'; input: HTMLInputElement } | { kind: 'media-library' } | null;

/** Where a drop on `element` goes: the media library, an image field's file input, or nowhere. */
export function dropTargetOf(element: Element | null): DropTarget {
  if (!element) return null;
  if (element.closest('.media-library')) return { kind: 'media-library' };
  const field = element.closest('.admin-images');
  const input = field?.querySelector<HTMLInputElement>('input[type="file"][accept^="image"]');
  return input ? { kind: 'image-field', input } : null;
}

/** The image files among what was dropped (a dragged link or text has none). */
export function droppedImages(transfer: DataTransfer | null): File[] {
  return [...(transfer?.files ?? [])].filter((file) => IMAGE_TYPES.test(file.type));
}

/** Hands files to an image field through its own input, as if she had chosen them there. */
export function giveToImageField(input: HTMLInputElement, files: readonly File[]): void {
  const transfer = new DataTransfer();
  const chosen = input.multiple ? files : files.slice(0, 1);
  for (const file of chosen) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
