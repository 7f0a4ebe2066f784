// Which product page the visitor opened last, for the assistant's "Do you have it in 1/6?". The
// product page tells it here; the conversation (loaded with the chat's first opening) follows it
// from then on, so a product page does not load the conversation just to say what it shows.

let viewed: string | null = null;
let follower: ((id: string) => void) | null = null;

export function viewProduct(id: string): void {
  viewed = id;
  follower?.(id);
}

/** Calls `follow` with the product opened last, at once if there is one, and with each after it. */
export function followViewedProducts(follow: (id: string) => void): void {
  follower = follow;
  if (viewed) follow(viewed);
}
