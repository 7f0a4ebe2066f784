import {
  arrangePostImages,
  blogCategoryNames,
  postMainImage,
  postCover,
  postSaveFields,
  postInputSchema,
} from '@kawaii/shared';
import type { FieldPatch } from '@kawaii/shared';
import { applyFieldPatch } from '../content/field-patch.ts';
import type {
  BlogPost,
  ListPage,
  PostInput,
  PostPageQuery,
  PostQuery,
  RecordsById,
  StaffListPage,
  StaffListQuery,
} from '@kawaii/shared';
import { assertSlugFree } from '../content/conflicts.ts';
import type { ImageIntake } from '../content/image-intake.ts';
import { assertFreshVersion, firstRevision, nextRevision } from '../content/versioning.ts';
import { newId } from '../db/ids.ts';
import { badRequest, notFound } from '../core/errors.ts';
import type { ActivityRecorder } from '../activity/log.ts';
import type { Viewer } from '../core/viewer.ts';
import { pageOfList } from '../content/list-page.ts';
import { staffKeyOf, staffListRead, staffPageOf } from '../content/staff-pages.ts';
import type { ListWindow } from '../db/list-window.ts';
import { maySeeRecord, publishedFilterFor } from '../policies/content.ts';
import { withCardAlts, type AltLookup } from '../media/card-alts.ts';
import { presentPost } from './presenter.ts';
import type { PostRecord, PostStore, PostWithRelations } from './store.ts';

export type PostService = ReturnType<typeof createPostService>;

/** The new files of a save: the `images` field, and `coverImage` when the cover is a new file. */
export interface PostUploads {
  images: readonly Buffer[];
  cover: Buffer | null;
}

const NOT_FOUND = 'Post not found';
const UNKNOWN_ARTWORK = 'Related artwork not found';

export function createPostService(
  store: PostStore,
  images: ImageIntake,
  activity: ActivityRecorder,
  /** Alt texts for the list cards' images. */
  altsOf: AltLookup,
) {
  /** A post's page shows its related artworks as cards. */
  function withRelatedCardAlts(post: BlogPost): BlogPost {
    const related = withCardAlts(post.relatedArtworks, (artwork) => artwork.images[0], altsOf);
    return { ...post, relatedArtworks: related };
  }

  function findOrFail(id: string): PostWithRelations {
    const post = store.findById(id);
    if (!post) throw notFound(NOT_FOUND);
    return post;
  }

  /** The checks that need no stored record: image paths and related artworks. */
  function checkInput(input: PostInput, stored: PostRecord | null = null): string[] {
    const shown = stored ? [...stored.images, stored.coverImage, stored.mainImage] : [];
    images.assertStored(input.existingImages, 'existingImages', shown);
    images.assertStored([input.coverImage], 'coverImage', shown);
    images.assertStored([input.mainImage], 'mainImage', shown);
    const relatedArtworkIds = [...new Set(input.relatedArtworks)];
    if (store.unknownArtworkIds(relatedArtworkIds).length > 0) {
      throw badRequest(UNKNOWN_ARTWORK, { relatedArtworks: UNKNOWN_ARTWORK });
    }
    return relatedArtworkIds;
  }

  /** Stores the new files; a cover file that is also one of the new images is stored once. */
  async function storeUploads({ images: files, cover }: PostUploads, viewer: Viewer) {
    if (!cover) return { added: await images.store(files, viewer.userId), coverPath: null };
    const coverIndex = files.findIndex((file) => file.equals(cover));
    if (coverIndex >= 0) {
      const added = await images.store(files, viewer.userId);
      return { added, coverPath: added[coverIndex]! };
    }
    const stored = await images.store([...files, cover], viewer.userId);
    return { added: stored.slice(0, -1), coverPath: stored.at(-1)! };
  }

  /** The saved fields; the cover is the new cover file, else the one the form named. */
  function fieldsOf(
    input: PostInput,
    uploaded: { added: string[]; coverPath: string | null },
    stored: PostRecord | null,
  ) {
    const { images: postImages, coverImage } = arrangePostImages({
      kept: input.existingImages,
      added: uploaded.added,
      cover: uploaded.coverPath ?? input.coverImage,
      storedCover: stored?.coverImage ?? null,
    });
    return {
      slug: input.slug,
      title: input.title,
      content: input.content,
      excerpt: input.excerpt,
      category: input.category,
      tags: input.tags,
      published: input.published,
      featured: input.featured,
      images: postImages,
      coverImage,
      mainImage: postMainImage(input.mainImage, coverImage),
    };
  }

  return {
    /** Anyone but staff only ever gets published posts, whatever `published` asks for. */
    list(query: PostQuery, viewer: Viewer, window?: ListWindow): BlogPost[] {
      const published = publishedFilterFor(viewer, query.published);
      const posts = store.list({ ...query, published }, window).map(presentPost);
      return withCardAlts(posts, postCover, altsOf);
    },

    /** A page of the list, as `list` filters it: cards need the excerpt, not the full text. */
    page(query: PostPageQuery, viewer: Viewer): ListPage<BlogPost> {
      const page = pageOfList(query, (window) => this.list(query, viewer, window));
      return { ...page, items: page.items.map((post) => ({ ...post, content: '' })) };
    },

    /** A page of the admin's list: every post, drafts too, newest first; `q` searches the card's texts. */
    staffPage(query: StaffListQuery): StaffListPage<BlogPost> {
      const read = staffListRead(query);
      return staffPageOf(store.staffPage(read), read, staffKeyOf, (rows) =>
        withCardAlts(rows.map(presentPost), postCover, altsOf),
      );
    },

    /** The posts a staff form has chosen, drafts too, in the order asked; an unknown id is left out. */
    staffByIds(ids: readonly string[]): RecordsById<BlogPost> {
      const rows = ids.flatMap((id) => store.findById(id) ?? []);
      return { items: withCardAlts(rows.map(presentPost), postCover, altsOf) };
    },

    /** The categories posts use, drafts' too, each once, in alphabetical order. */
    categories(): string[] {
      return blogCategoryNames(store.categories());
    },

    /** An unpublished post does not exist for anyone but staff. */
    getBySlug(slug: string, viewer: Viewer): BlogPost | null {
      const post = store.findBySlug(slug);
      if (!post || !maySeeRecord(viewer, post)) return null;
      return withRelatedCardAlts(presentPost(post));
    },

    /** An unpublished post does not exist for anyone but staff. */
    getById(id: string, viewer: Viewer): BlogPost | null {
      const post = store.findById(id);
      if (!post || !maySeeRecord(viewer, post)) return null;
      return presentPost(post);
    },

    /** The signed-in admin is the author. */
    async create(input: PostInput, uploads: PostUploads, viewer: Viewer): Promise<BlogPost> {
      checkInput(input);
      assertSlugFree(store.findBySlug(input.slug));
      const uploaded = await storeUploads(uploads, viewer);
      return store.transaction(() => {
        // Checked again: another save may have changed them while the images were stored.
        const relatedArtworkIds = checkInput(input);
        assertSlugFree(store.findBySlug(input.slug));
        const post: PostRecord = {
          id: newId(),
          ...fieldsOf(input, uploaded, null),
          authorId: viewer.userId,
          ...firstRevision(),
        };
        store.insert(post, relatedArtworkIds);
        return presentPost(findOrFail(post.id));
      });
    },

    async update(
      id: string,
      input: PostInput,
      uploads: PostUploads,
      viewer: Viewer,
    ): Promise<BlogPost> {
      const checkWritable = () => {
        const stored = findOrFail(id);
        assertFreshVersion(input.version, stored, () => presentPost(stored));
        assertSlugFree(store.findBySlug(input.slug), id);
        return { stored, relatedArtworkIds: checkInput(input, stored) };
      };
      checkWritable();
      const uploaded = await storeUploads(uploads, viewer);
      return store.transaction(() => {
        const { stored, relatedArtworkIds } = checkWritable();
        const post: PostRecord = {
          ...stored,
          ...fieldsOf(input, uploaded, stored),
          ...nextRevision(stored),
        };
        store.update(post, relatedArtworkIds);
        return presentPost(findOrFail(id));
      });
    },

    /** Only the fields sent change; the rest keep their stored values. */
    patch(id: string, patch: FieldPatch, viewer: Viewer): Promise<BlogPost> {
      return applyFieldPatch(
        {
          find: () => findOrFail(id),
          present: presentPost,
          saveFields: postSaveFields,
          schema: postInputSchema,
          save: (input) => this.update(id, input, { images: [], cover: null }, viewer),
        },
        patch,
      );
    },

    /** With the version the delete was made on, a record changed since is not deleted (409). */
    delete(id: string, viewer: Viewer, version?: number): void {
      store.transaction(() => {
        const stored = findOrFail(id);
        assertFreshVersion(version, stored, () => presentPost(stored));
        store.delete(id);
        activity.record(viewer, {
          action: 'post.delete',
          subjectType: 'post',
          subjectId: id,
          summary: `Deleted the post “${stored.title}”`,
        });
      });
    },
  };
}
