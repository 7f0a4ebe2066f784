import {
  PREVIEW_EXPIRED,
  previewPagePath,
  type Preview,
  type PreviewLink,
  type PreviewRequest,
} from '@kawaii/shared';
import { notFound } from '../core/errors.ts';
import type { Viewer } from '../core/viewer.ts';
import { maySeeDrafts } from '../policies/content.ts';
import type { PostService } from '../posts/service.ts';
import type { ProductService } from '../products/service.ts';
import type { UserStore } from '../users/store.ts';
import type { PreviewTokens } from './tokens.ts';

export type PreviewService = ReturnType<typeof createPreviewService>;

interface PreviewDeps {
  tokens: PreviewTokens;
  users: UserStore;
  posts: PostService;
  products: ProductService;
}

/**
 * Preview links of drafts. A link opens the record as it is saved when it is opened, and only
 * while it is fresh and the staff member who made it is still staff with the same sessions (a
 * demotion or "sign out everywhere" ends their links too). Anything else is "not found", so a
 * link reveals nothing about the draft once it stops working.
 */
export function createPreviewService({ tokens, users, posts, products }: PreviewDeps) {
  function find(kind: Preview['kind'], id: string, viewer: Viewer): Preview | null {
    if (kind === 'post') {
      const post = posts.getById(id, viewer);
      return post && { kind, post };
    }
    const product = products.getById(id, viewer);
    return product && { kind, product };
  }

  /** The record a link shows, or null when the link does not (or no longer) work. */
  async function open(token: string): Promise<Preview | null> {
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const staff = users.findById(claims.staffId);
    if (!staff) return null;
    const maker: Viewer = { userId: staff.id, role: staff.role };
    // The link shows a draft only while the one who made it may still see drafts themselves.
    if (!maySeeDrafts(maker) || claims.sessionVersion < staff.sessionVersion) return null;
    return find(claims.kind, claims.recordId, maker);
  }

  return {
    open,

    async link({ kind, id }: PreviewRequest, viewer: Viewer): Promise<PreviewLink> {
      const staff = viewer.userId === null ? null : users.findById(viewer.userId);
      if (!staff || !maySeeDrafts({ userId: staff.id, role: staff.role })) {
        throw notFound('Staff account not found');
      }
      if (!find(kind, id, viewer)) {
        throw notFound(kind === 'post' ? 'Post not found' : 'Product not found');
      }
      const { token, expiresAt } = await tokens.issue({
        kind,
        recordId: id,
        staffId: staff.id,
        sessionVersion: staff.sessionVersion,
      });
      return { path: previewPagePath(token), expiresAt: expiresAt.toISOString() };
    },

    async openOrFail(token: string): Promise<Preview> {
      const preview = await open(token);
      if (!preview) throw notFound(PREVIEW_EXPIRED);
      return preview;
    },
  };
}
