// The cart panel's later steps, one chunk loaded on demand (CartPanel.tsx).

export { CheckoutForm } from './CheckoutForm.tsx';
export { OrderSuccess } from './OrderSuccess.tsx';
