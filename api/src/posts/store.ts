import type { PostQuery } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { readStringList, writeStringList } from '../db/json-columns.ts';
import { readWindow, type ListWindow } from '../db/list-window.ts';
import type { StaffListRead } from '../content/staff-pages.ts';
import { statementCache } from '../db/statement-cache.ts';

export interface RelatedArtworkRecord {
  id: string;
  title: string;
  slug: string | null;
  images: string[];
}

export interface PostRecord {
  id: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  category: string;
  tags: string[];
  published: boolean;
  featured: boolean;
  coverImage: string | null;
  mainImage: string | null;
  images: string[];
  authorId: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** A post as read: with its author's name and its related artworks, in their set order. */
export interface PostWithRelations extends PostRecord {
  author: { id: string; name: string } | null;
  relatedArtworks: RelatedArtworkRecord[];
}

/** The list filters after the viewer's rights are applied: `published` undefined means all. */
export type PostFilter = PostQuery;

interface PostRow {
  id: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  category: string;
  tags: string;
  published: number;
  featured: number;
  cover_image: string | null;
  main_image: string | null;
  images: string;
  author_id: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

interface PostWithAuthorRow extends PostRow {
  author_name: string | null;
}

interface RelatedArtworkRow {
  post_id: string;
  id: string;
  title: string;
  slug: string | null;
  images: string;
}

const SELECT_WITH_AUTHOR = `SELECT posts.*, users.name AS author_name
  FROM posts LEFT JOIN users ON users.id = posts.author_id`;

export type PostStore = ReturnType<typeof createPostStore>;

export function createPostStore(db: Db) {
  const prepare = statementCache(db);
  const bySlug = db.prepare<[string], PostWithAuthorRow>(
    `${SELECT_WITH_AUTHOR} WHERE posts.slug = ?`,
  );
  const byId = db.prepare<[string], PostWithAuthorRow>(`${SELECT_WITH_AUTHOR} WHERE posts.id = ?`);
  const relatedOf = db.prepare<[string], RelatedArtworkRow>(
    `SELECT related.post_id, artworks.id, artworks.title, artworks.slug, artworks.images
     FROM post_related_artworks AS related
     JOIN artworks ON artworks.id = related.artwork_id
     WHERE related.post_id IN (SELECT value FROM json_each(?))
     ORDER BY related.post_id, related.position`,
  );
  const insert = db.prepare<PostRow>(
    `INSERT INTO posts (id, slug, title, content, excerpt, category, tags, published, featured,
       cover_image, main_image, images, author_id, created_at, updated_at, version)
     VALUES (@id, @slug, @title, @content, @excerpt, @category, @tags, @published, @featured,
       @cover_image, @main_image, @images, @author_id, @created_at, @updated_at, @version)`,
  );
  const insertRelated = db.prepare<[string, string, number]>(
    'INSERT INTO post_related_artworks (post_id, artwork_id, position) VALUES (?, ?, ?)',
  );
  const update = db.prepare<PostRow>(
    `UPDATE posts SET slug = @slug, title = @title, content = @content, excerpt = @excerpt,
       category = @category, tags = @tags, published = @published, featured = @featured,
       cover_image = @cover_image, main_image = @main_image, images = @images,
       author_id = @author_id, updated_at = @updated_at, version = @version
     WHERE id = @id`,
  );
  const removeRelated = db.prepare<[string]>('DELETE FROM post_related_artworks WHERE post_id = ?');
  const remove = db.prepare<[string]>('DELETE FROM posts WHERE id = ?');
  const categories = db.prepare<[], { category: string }>('SELECT DISTINCT category FROM posts');
  const unknownArtworks = db.prepare<[string], { id: string }>(
    `SELECT wanted.value AS id FROM json_each(?) AS wanted
     WHERE NOT EXISTS (SELECT 1 FROM artworks WHERE artworks.id = wanted.value)`,
  );

  /** Loads the related artworks of all the rows in one query. */
  function withRelations(rows: PostWithAuthorRow[]): PostWithRelations[] {
    const related = new Map<string, RelatedArtworkRecord[]>();
    if (rows.length > 0) {
      for (const row of relatedOf.all(JSON.stringify(rows.map((post) => post.id)))) {
        const list = related.get(row.post_id) ?? [];
        list.push({
          id: row.id,
          title: row.title,
          slug: row.slug,
          images: readStringList(row.images),
        });
        related.set(row.post_id, list);
      }
    }
    return rows.map((row) => ({
      ...toRecord(row),
      author:
        row.author_id && row.author_name !== null
          ? { id: row.author_id, name: row.author_name }
          : null,
      relatedArtworks: related.get(row.id) ?? [],
    }));
  }

  function insertRelatedArtworks(postId: string, artworkIds: readonly string[]) {
    artworkIds.forEach((artworkId, position) => insertRelated.run(postId, artworkId, position));
  }

  return {
    findById(id: string): PostWithRelations | null {
      const row = byId.get(id);
      return row ? withRelations([row])[0]! : null;
    },

    findBySlug(slug: string): PostWithRelations | null {
      const row = bySlug.get(slug);
      return row ? withRelations([row])[0]! : null;
    },

    /**
     * A page of the staff list, drafts included: newest first, after `read.after`, searched in
     * the title, excerpt, category and tags.
     */
    /** Every category posts use, each spelling once. */
    categories(): string[] {
      return categories.all().map((row) => row.category);
    },

    staffPage(read: StaffListRead): PostWithRelations[] {
      const where: string[] = [];
      const params: Record<string, unknown> = { limit: read.limit };
      if (read.pattern !== null) {
        where.push(`(posts.title LIKE @pattern ESCAPE '\\' OR posts.excerpt LIKE @pattern ESCAPE '\\'
          OR posts.category LIKE @pattern ESCAPE '\\'
          OR EXISTS (SELECT 1 FROM json_each(posts.tags)
            WHERE json_each.value LIKE @pattern ESCAPE '\\'))`);
        params['pattern'] = read.pattern;
      }
      if (read.after !== null) {
        where.push('(posts.created_at, posts.id) < (@afterAt, @afterId)');
        params['afterAt'] = read.after.createdAt;
        params['afterId'] = read.after.id;
      }
      const sql = [
        SELECT_WITH_AUTHOR,
        where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
        'ORDER BY posts.created_at DESC, posts.id DESC LIMIT @limit',
      ].join(' ');
      return withRelations(prepare(sql).all(params) as PostWithAuthorRow[]);
    },

    /** The whole list, or one window of it (then `filter.limit` is not used). */
    list(filter: PostFilter, window?: ListWindow): PostWithRelations[] {
      const where: string[] = [];
      const params: Record<string, unknown> = {};
      if (filter.published !== undefined) {
        where.push('posts.published = @published');
        params['published'] = filter.published ? 1 : 0;
      }
      if (filter.featured !== undefined) {
        where.push('posts.featured = @featured');
        params['featured'] = filter.featured ? 1 : 0;
      }
      if (filter.category !== undefined) {
        where.push('posts.category = @category COLLATE NOCASE');
        params['category'] = filter.category;
      }
      if (filter.tag !== undefined) {
        where.push(
          'EXISTS (SELECT 1 FROM json_each(posts.tags) WHERE json_each.value = @tag COLLATE NOCASE)',
        );
        params['tag'] = filter.tag;
      }
      if (filter.q !== undefined && filter.q.trim() !== '') {
        where.push(
          `(posts.title LIKE @q ESCAPE '\\' OR posts.excerpt LIKE @q ESCAPE '\\'
            OR posts.content LIKE @q ESCAPE '\\'
            OR EXISTS (SELECT 1 FROM json_each(posts.tags) WHERE json_each.value LIKE @q ESCAPE '\\'))`,
        );
        params['q'] = `%${escapeLike(filter.q.trim())}%`;
      }
      const sql = [
        SELECT_WITH_AUTHOR,
        where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
        filter.sort === 'oldest'
          ? 'ORDER BY posts.created_at ASC, posts.id'
          : 'ORDER BY posts.created_at DESC, posts.id',
        filter.limit !== undefined && !window ? 'LIMIT @limit' : '',
      ].join(' ');
      if (filter.limit !== undefined && !window) params['limit'] = filter.limit;
      const rows = window ? readWindow(prepare, sql, params, window) : prepare(sql).all(params);
      return withRelations(rows as PostWithAuthorRow[]);
    },

    /** Inserts the post and its related artworks (in the given order) together. */
    insert: db.transaction((post: PostRecord, relatedArtworkIds: readonly string[] = []) => {
      insert.run(toRow(post));
      insertRelatedArtworks(post.id, relatedArtworkIds);
    }),

    /** Replaces every stored field but createdAt, and the related artworks with the given ones. */
    update: db.transaction((post: PostRecord, relatedArtworkIds: readonly string[]) => {
      update.run(toRow(post));
      removeRelated.run(post.id);
      insertRelatedArtworks(post.id, relatedArtworkIds);
    }),

    /** False when there was no such post; its related artwork links go with it (FK cascade). */
    delete(id: string): boolean {
      return remove.run(id).changes > 0;
    },

    /** The ids among `artworkIds` that name no artwork. */
    unknownArtworkIds(artworkIds: readonly string[]): string[] {
      return unknownArtworks.all(JSON.stringify(artworkIds)).map((row) => row.id);
    },

    /** Runs `work` in one transaction (nested ones become savepoints). */
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
  };
}

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function toRecord(row: PostRow): PostRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    category: row.category,
    tags: readStringList(row.tags),
    published: row.published === 1,
    featured: row.featured === 1,
    coverImage: row.cover_image,
    mainImage: row.main_image,
    images: readStringList(row.images),
    authorId: row.author_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

function toRow(post: PostRecord): PostRow {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    category: post.category,
    tags: writeStringList(post.tags),
    published: post.published ? 1 : 0,
    featured: post.featured ? 1 : 0,
    cover_image: post.coverImage,
    main_image: post.mainImage,
    images: writeStringList(post.images),
    author_id: post.authorId,
    created_at: post.createdAt,
    updated_at: post.updatedAt,
    version: post.version,
  };
}
