import { categorySaveFields, categoryInputSchema } from '@kawaii/shared';
import type { FieldPatch } from '@kawaii/shared';
import { applyFieldPatch } from '../content/field-patch.ts';
import type { Category, CategoryInput, CategoryQuery } from '@kawaii/shared';
import type { ImageIntake } from '../content/image-intake.ts';
import { assertFreshVersion, firstRevision, nextRevision } from '../content/versioning.ts';
import { newId } from '../db/ids.ts';
import { HttpError, notFound } from '../core/errors.ts';
import type { ActivityRecorder } from '../activity/log.ts';
import type { Viewer } from '../core/viewer.ts';
import { presentCategory } from './presenter.ts';
import type { CategoryRecord, CategoryStore } from './store.ts';

export type CategoryService = ReturnType<typeof createCategoryService>;

const NOT_FOUND = 'Category not found';
const NAME_TAKEN_MESSAGE = 'A category with this name already exists';

export function createCategoryService(
  store: CategoryStore,
  images: ImageIntake,
  activity: ActivityRecorder,
) {
  function findOrFail(id: string): CategoryRecord {
    const category = store.findById(id);
    if (!category) throw notFound(NOT_FOUND);
    return category;
  }

  /** Names are unique ignoring case: "plush dolls" and "Plush Dolls" are one category. */
  function assertNameFree(name: string, ownId?: string): void {
    const holder = store.findByName(name);
    if (holder && holder.id !== ownId) {
      throw new HttpError(409, NAME_TAKEN_MESSAGE, { errors: { name: NAME_TAKEN_MESSAGE } });
    }
  }

  /** The saved fields: a new image file wins over a named path; left out keeps the stored one. */
  function fieldsOf(
    input: CategoryInput,
    newImagePath: string | null,
    stored: CategoryRecord | null,
  ) {
    return {
      name: input.name,
      description: input.description ?? stored?.description ?? '',
      isActive: input.isActive,
      image: newImagePath ?? (input.image === undefined ? (stored?.image ?? null) : input.image),
    };
  }

  async function storeImage(file: Buffer | null, viewer: Viewer): Promise<string | null> {
    const [path] = await images.store(file ? [file] : [], viewer.userId);
    return path ?? null;
  }

  return {
    /** `?active=true` is the shop's filter list; without it the admin sees every category. */
    list(query: CategoryQuery): Category[] {
      return store.list({ activeOnly: query.active === true }).map(presentCategory);
    },

    /** JSON `{name}` (the product form's inline entry) or the full form with an optional image. */
    async create(
      input: CategoryInput,
      imageFile: Buffer | null,
      viewer: Viewer,
    ): Promise<Category> {
      images.assertStored([input.image], 'image');
      assertNameFree(input.name);
      const imagePath = await storeImage(imageFile, viewer);
      return store.transaction(() => {
        // Checked again: another save may have taken the name while the image was stored.
        assertNameFree(input.name);
        const category: CategoryRecord = {
          id: newId(),
          ...fieldsOf(input, imagePath, null),
          ...firstRevision(),
        };
        store.insert(category);
        return presentCategory(category);
      });
    },

    async update(
      id: string,
      input: CategoryInput,
      imageFile: Buffer | null,
      viewer: Viewer,
    ): Promise<Category> {
      const checkWritable = () => {
        const stored = findOrFail(id);
        assertFreshVersion(input.version, stored, () => presentCategory(stored));
        assertNameFree(input.name, id);
        images.assertStored([input.image], 'image', [stored.image]);
        return stored;
      };
      checkWritable();
      const imagePath = await storeImage(imageFile, viewer);
      return store.transaction(() => {
        const stored = checkWritable();
        const category: CategoryRecord = {
          ...stored,
          ...fieldsOf(input, imagePath, stored),
          ...nextRevision(stored),
        };
        store.update(category);
        return presentCategory(category);
      });
    },

    /** Its products stay, uncategorized. */
    /** Only the fields sent change; the rest keep their stored values. */
    patch(id: string, patch: FieldPatch, viewer: Viewer): Promise<Category> {
      return applyFieldPatch(
        {
          find: () => findOrFail(id),
          present: presentCategory,
          saveFields: categorySaveFields,
          schema: categoryInputSchema,
          save: (input) => this.update(id, input, null, viewer),
        },
        patch,
      );
    },

    /** With the version the delete was made on, a record changed since is not deleted (409). */
    delete(id: string, viewer: Viewer, version?: number): void {
      store.transaction(() => {
        const stored = findOrFail(id);
        assertFreshVersion(version, stored, () => presentCategory(stored));
        store.delete(id);
        activity.record(viewer, {
          action: 'category.delete',
          subjectType: 'category',
          subjectId: id,
          summary: `Deleted the category “${stored.name}”`,
        });
      });
    },
  };
}
