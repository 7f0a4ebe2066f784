import {
  artworkSaveFields,
  artworkInputSchema,
  artworkTypesLabelled,
  keptThenNew,
} from '@kawaii/shared';
import type { FieldPatch } from '@kawaii/shared';
import { applyFieldPatch } from '../content/field-patch.ts';
import {
  toCents,
  type Artwork,
  type ArtworkInput,
  type ArtworkPageQuery,
  type ArtworkQuery,
  type ListPage,
  type RecordsById,
  type StaffListPage,
  type StaffListQuery,
} from '@kawaii/shared';
import { assertSlugFree } from '../content/conflicts.ts';
import type { ImageIntake } from '../content/image-intake.ts';
import { assertFreshVersion, firstRevision, nextRevision } from '../content/versioning.ts';
import { newId } from '../db/ids.ts';
import { notFound } from '../core/errors.ts';
import type { ActivityRecorder } from '../activity/log.ts';
import type { Viewer } from '../core/viewer.ts';
import { pageOfList } from '../content/list-page.ts';
import { staffKeyOf, staffListRead, staffPageOf } from '../content/staff-pages.ts';
import type { ListWindow } from '../db/list-window.ts';
import { withCardAlts, type AltLookup } from '../media/card-alts.ts';
import { presentArtwork } from './presenter.ts';

const firstImage = (artwork: { images: readonly string[] }) => artwork.images[0];
import type { ArtworkRecord, ArtworkStore } from './store.ts';

export type ArtworkService = ReturnType<typeof createArtworkService>;

const NOT_FOUND = 'Artwork not found';

/** Artworks are public in full: there is no unpublished state. */
export function createArtworkService(
  store: ArtworkStore,
  images: ImageIntake,
  activity: ActivityRecorder,
  /** Alt texts for the list cards' images. */
  altsOf: AltLookup,
) {
  function findOrFail(id: string): ArtworkRecord {
    const artwork = store.findById(id);
    if (!artwork) throw notFound(NOT_FOUND);
    return artwork;
  }

  /** The list (or one window of it), as cards: each first image with its alt text. */
  const listed = (query: ArtworkQuery, window?: ListWindow): Artwork[] =>
    withCardAlts(store.list(query, window).map(presentArtwork), firstImage, altsOf);

  return {
    list(query: ArtworkQuery): Artwork[] {
      return listed(query);
    },

    /** A page of the list, as `list` filters it. */
    page(query: ArtworkPageQuery): ListPage<Artwork> {
      return pageOfList(query, (window) => listed(query, window));
    },

    /**
     * A page of the admin's list: newest first (by year, then by when added); `q` searches the
     * card's texts, the type by its label.
     */
    staffPage(query: StaffListQuery): StaffListPage<Artwork> {
      const read = staffListRead(query, true);
      const types = read.search === null ? [] : artworkTypesLabelled(read.search);
      return staffPageOf(
        store.staffPage(read, types),
        read,
        (artwork) => ({ year: artwork.year, ...staffKeyOf(artwork) }),
        (rows) => withCardAlts(rows.map(presentArtwork), firstImage, altsOf),
      );
    },

    /** The artworks a staff form has chosen, in the order asked; an unknown id is left out. */
    staffByIds(ids: readonly string[]): RecordsById<Artwork> {
      const rows = ids.flatMap((id) => store.findById(id) ?? []);
      return { items: withCardAlts(rows.map(presentArtwork), firstImage, altsOf) };
    },

    getById(id: string): Artwork | null {
      const artwork = store.findById(id);
      return artwork ? presentArtwork(artwork) : null;
    },

    getBySlug(slug: string): Artwork | null {
      const artwork = store.findBySlug(slug);
      return artwork ? presentArtwork(artwork) : null;
    },

    /** The images are the kept paths, then the new files, stored once every check passed. */
    async create(input: ArtworkInput, newImages: readonly Buffer[], viewer: Viewer) {
      images.assertStored(input.existingImages, 'existingImages');
      assertSlugFree(store.findBySlug(input.slug));
      const added = await images.store(newImages, viewer.userId);
      return store.transaction(() => {
        // Checked again: another save may have taken the slug while the images were stored.
        assertSlugFree(store.findBySlug(input.slug));
        const artwork: ArtworkRecord = {
          id: newId(),
          ...fieldsOf(input, null),
          images: keptThenNew(input.existingImages, added),
          ...firstRevision(),
        };
        store.insert(artwork);
        return presentArtwork(artwork);
      });
    },

    async update(id: string, input: ArtworkInput, newImages: readonly Buffer[], viewer: Viewer) {
      const checkWritable = () => {
        const stored = findOrFail(id);
        assertFreshVersion(input.version, stored, () => presentArtwork(stored));
        assertSlugFree(store.findBySlug(input.slug), id);
        images.assertStored(input.existingImages, 'existingImages', stored.images);
        return stored;
      };
      checkWritable();
      const added = await images.store(newImages, viewer.userId);
      return store.transaction(() => {
        const stored = checkWritable();
        const artwork: ArtworkRecord = {
          ...stored,
          ...fieldsOf(input, stored),
          images: keptThenNew(input.existingImages, added),
          ...nextRevision(stored),
        };
        store.update(artwork);
        return presentArtwork(artwork);
      });
    },

    /** Only the fields sent change; the rest keep their stored values. */
    patch(id: string, patch: FieldPatch, viewer: Viewer): Promise<Artwork> {
      return applyFieldPatch(
        {
          find: () => findOrFail(id),
          present: presentArtwork,
          saveFields: artworkSaveFields,
          schema: artworkInputSchema,
          save: (input) => this.update(id, input, [], viewer),
        },
        patch,
      );
    },

    /** With the version the delete was made on, a record changed since is not deleted (409). */
    delete(id: string, viewer: Viewer, version?: number): void {
      store.transaction(() => {
        const stored = findOrFail(id);
        assertFreshVersion(version, stored, () => presentArtwork(stored));
        store.delete(id);
        activity.record(viewer, {
          action: 'artwork.delete',
          subjectType: 'artwork',
          subjectId: id,
          summary: `Deleted the artwork “${stored.title}”`,
        });
      });
    },
  };
}

/** The saved fields; the ones the web form does not send (left out) keep their stored values. */
function fieldsOf(input: ArtworkInput, stored: ArtworkRecord | null) {
  return {
    slug: input.slug,
    title: input.title,
    type: input.type,
    year: input.year,
    tags: input.tags,
    featured: input.featured,
    description: input.description ?? stored?.description ?? '',
    medium: input.medium ?? stored?.medium ?? '',
    listingType: input.listingType ?? stored?.listingType ?? 'display',
    priceCents:
      input.price === undefined
        ? (stored?.priceCents ?? null)
        : input.price === null
          ? null
          : toCents(input.price),
    artistBio: input.artistBio ?? stored?.artistBio ?? '',
  };
}
