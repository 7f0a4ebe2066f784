import { gameSaveFields, gameInputSchema } from '@kawaii/shared';
import type { FieldPatch } from '@kawaii/shared';
import { applyFieldPatch } from '../content/field-patch.ts';
import type { Game, GameInput, GameQuery } from '@kawaii/shared';
import { assertSlugFree } from '../content/conflicts.ts';
import type { ImageIntake } from '../content/image-intake.ts';
import { assertFreshVersion, firstRevision, nextRevision } from '../content/versioning.ts';
import { newId } from '../db/ids.ts';
import { notFound } from '../core/errors.ts';
import type { ActivityRecorder } from '../activity/log.ts';
import type { Viewer } from '../core/viewer.ts';
import { publishedFilterFor } from '../policies/content.ts';
import { presentGame } from './presenter.ts';
import type { GameRecord, GameStore } from './store.ts';

export type GameService = ReturnType<typeof createGameService>;

const NOT_FOUND = 'Game not found';

export function createGameService(
  store: GameStore,
  images: ImageIntake,
  activity: ActivityRecorder,
) {
  function findOrFail(id: string): GameRecord {
    const game = store.findById(id);
    if (!game) throw notFound(NOT_FOUND);
    return game;
  }

  /** The saved fields: a new thumbnail file wins over a named path; left out keeps the stored. */
  function fieldsOf(input: GameInput, newThumbnail: string | null, stored: GameRecord | null) {
    return {
      slug: input.slug,
      title: input.title,
      category: input.category,
      tags: input.tags,
      description: input.description ?? stored?.description ?? '',
      thumbnail:
        newThumbnail ??
        (input.thumbnail === undefined ? (stored?.thumbnail ?? null) : input.thumbnail),
      status: input.status,
      published: input.published,
    };
  }

  async function storeThumbnail(file: Buffer | null, viewer: Viewer): Promise<string | null> {
    const [path] = await images.store(file ? [file] : [], viewer.userId);
    return path ?? null;
  }

  return {
    /** Unpublished games are drafts: staff see them, visitors do not. */
    list(query: GameQuery, viewer: Viewer): Game[] {
      return store
        .list({ category: query.category, published: publishedFilterFor(viewer, undefined) })
        .map(presentGame);
    },

    /** A new game is listed after the others. */
    async create(input: GameInput, thumbnailFile: Buffer | null, viewer: Viewer): Promise<Game> {
      images.assertStored([input.thumbnail], 'thumbnail');
      assertSlugFree(store.findBySlug(input.slug));
      const thumbnail = await storeThumbnail(thumbnailFile, viewer);
      return store.transaction(() => {
        // Checked again: another save may have taken the slug while the image was stored.
        assertSlugFree(store.findBySlug(input.slug));
        const game: GameRecord = {
          id: newId(),
          ...fieldsOf(input, thumbnail, null),
          position: store.nextPosition(),
          ...firstRevision(),
        };
        store.insert(game);
        return presentGame(game);
      });
    },

    async update(
      id: string,
      input: GameInput,
      thumbnailFile: Buffer | null,
      viewer: Viewer,
    ): Promise<Game> {
      const checkWritable = () => {
        const stored = findOrFail(id);
        assertFreshVersion(input.version, stored, () => presentGame(stored));
        assertSlugFree(store.findBySlug(input.slug), id);
        images.assertStored([input.thumbnail], 'thumbnail', [stored.thumbnail]);
        return stored;
      };
      checkWritable();
      const thumbnail = await storeThumbnail(thumbnailFile, viewer);
      return store.transaction(() => {
        const stored = checkWritable();
        const game: GameRecord = {
          ...stored,
          ...fieldsOf(input, thumbnail, stored),
          ...nextRevision(stored),
        };
        store.update(game);
        return presentGame(game);
      });
    },

    /** Only the fields sent change; the rest keep their stored values. */
    patch(id: string, patch: FieldPatch, viewer: Viewer): Promise<Game> {
      return applyFieldPatch(
        {
          find: () => findOrFail(id),
          present: presentGame,
          saveFields: gameSaveFields,
          schema: gameInputSchema,
          save: (input) => this.update(id, input, null, viewer),
        },
        patch,
      );
    },

    /** With the version the delete was made on, a record changed since is not deleted (409). */
    delete(id: string, viewer: Viewer, version?: number): void {
      store.transaction(() => {
        const stored = findOrFail(id);
        assertFreshVersion(version, stored, () => presentGame(stored));
        store.delete(id);
        activity.record(viewer, {
          action: 'game.delete',
          subjectType: 'game',
          subjectId: id,
          summary: `Deleted the game “${stored.title}”`,
        });
      });
    },
  };
}
