// A campaign as mailed: its text in paragraphs, the shop's things it shows as cards (picture,
// title, price or a line, a link to the page), and at the foot why the mail came and a visible
// unsubscribe link. The same link, for the API, goes in the List-Unsubscribe header with
// List-Unsubscribe-Post, so mailbox providers offer their own one-click unsubscribe (RFC 8058).

import {
  artworkPagePath,
  formatCents,
  postPagePath,
  productPagePath,
  type CampaignBlock,
} from '@kawaii/shared';
import type { ArtworkStore } from '../artworks/store.ts';
import { renderEmail, type EmailBlock, type RenderedEmail } from '../mail/render.ts';
import type { PostStore } from '../posts/store.ts';
import type { ProductStore } from '../products/store.ts';

export interface CampaignContent {
  subject: string;
  text: string;
  blocks: CampaignBlock[];
}

export interface CampaignMail extends RenderedEmail {
  headers: Record<string, string>;
}

export interface CampaignMailDeps {
  products: ProductStore;
  artworks: ArtworkStore;
  posts: PostStore;
  /** The public site, e.g. https://shop.example. */
  siteOrigin: string;
}

/** The mail's address of the API's unsubscribe (header) and of the unsubscribe page (link). */
export function unsubscribeLinks(siteOrigin: string, token: string) {
  const query = new URLSearchParams({ token }).toString();
  return {
    api: `${siteOrigin}/api/newsletter/unsubscribe?${query}`,
    page: `${siteOrigin}/newsletter/unsubscribe?${query}`,
  };
}

/**
 * Renders a campaign once for its cards (read from the stores once), then per recipient with
 * their own unsubscribe link. A block whose record is gone or a draft is left out.
 */
export function campaignMailer(
  deps: CampaignMailDeps,
  campaign: CampaignContent,
  shopName: string,
) {
  const cards = campaign.blocks.flatMap((block) => cardOf(deps, block));
  const paragraphs = campaign.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((text): EmailBlock => ({ type: 'text', text }));

  return (unsubscribeToken: string | null): CampaignMail => {
    const links = unsubscribeToken ? unsubscribeLinks(deps.siteOrigin, unsubscribeToken) : null;
    const footnote: EmailBlock = {
      type: 'footnote',
      text: `You get this because you subscribed to ${shopName}'s newsletter.`,
      link: links ? { label: 'Unsubscribe', url: links.page } : null,
    };
    const rendered = renderEmail({
      subject: campaign.subject,
      heading: campaign.subject,
      blocks: [...paragraphs, ...cards, footnote],
      shopName,
    });
    const headers: Record<string, string> = links
      ? {
          'List-Unsubscribe': `<${links.api}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {};
    return { ...rendered, headers };
  };
}

function cardOf(deps: CampaignMailDeps, block: CampaignBlock): EmailBlock[] {
  const absolute = (path: string | null | undefined) => (path ? `${deps.siteOrigin}${path}` : null);
  if (block.kind === 'product') {
    const product = deps.products.findById(block.id);
    if (!product?.published) return [];
    const price = product.discountPriceCents ?? product.priceCents;
    return [
      {
        type: 'card',
        title: product.title,
        line: product.stock > 0 ? formatCents(price) : `${formatCents(price)} · sold out`,
        url: absolute(productPagePath(product.id))!,
        imageUrl: absolute(product.images[0]),
      },
    ];
  }
  if (block.kind === 'artwork') {
    const artwork = deps.artworks.findById(block.id);
    if (!artwork) return [];
    return [
      {
        type: 'card',
        title: artwork.title,
        line: [artwork.medium, artwork.year].filter(Boolean).join(', '),
        url: absolute(artworkPagePath({ _id: artwork.id, slug: artwork.slug }))!,
        imageUrl: absolute(artwork.images[0]),
      },
    ];
  }
  const post = deps.posts.findById(block.id);
  if (!post?.published) return [];
  return [
    {
      type: 'card',
      title: post.title,
      line: post.excerpt,
      url: absolute(postPagePath(post.slug))!,
      imageUrl: absolute(post.coverImage ?? post.mainImage ?? post.images[0]),
    },
  ];
}
