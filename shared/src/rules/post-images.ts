// Where a saved post's images end up. The admin form keeps one list of images with one of them
// marked as the cover; the cover always stays one of the images. The server applies this to a
// save, and the studio to its local draft, so both show the same post.

/** The kept images in their order, then the new ones; a path listed twice is kept once. */
export function keptThenNew(kept: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...kept, ...added])];
}

export interface PostImageChoice {
  /** existingImages, in the order the form sent them. */
  kept: readonly string[];
  /** Paths of the new files of this save, in the order sent. */
  added: readonly string[];
  /**
   * The cover: a path (kept, or a new file's), null when cleared, undefined when left out
   * (the stored cover then stays if it is still one of the images).
   */
  cover: string | null | undefined;
  storedCover: string | null;
}

export interface PostImages {
  images: string[];
  coverImage: string | null;
}

/** A cover that is not among the images is put in front of them; no cover means the first image. */
export function arrangePostImages({
  kept,
  added,
  cover,
  storedCover,
}: PostImageChoice): PostImages {
  const images = keptThenNew(kept, added);
  const chosen =
    cover === undefined
      ? storedCover !== null && images.includes(storedCover)
        ? storedCover
        : null
      : cover;
  if (chosen === null) return { images, coverImage: images[0] ?? null };
  return { images: images.includes(chosen) ? images : [chosen, ...images], coverImage: chosen };
}

/** The main image is the cover unless the form names another one. */
export function postMainImage(
  named: string | null | undefined,
  cover: string | null,
): string | null {
  return named || cover;
}

/** The picture a post shows on its card and atop its page: the cover, else the main image. */
export function postCover(post: {
  coverImage: string | null;
  mainImage: string | null;
  images: readonly string[];
}): string | null {
  return post.coverImage ?? post.mainImage ?? post.images[0] ?? null;
}
