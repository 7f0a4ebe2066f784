// The cart's line rules as the cart store loads them: at its first change, or when it reads a
// stored cart, not with every page. A page that can add to the cart asks for them as it opens
// (use-add-to-cart.ts), so a tap does not wait for them.

export {
  addToCart,
  adjustCartToStock,
  parseStoredCart,
  removeItem,
  updateQuantity,
} from '@kawaii/shared';
