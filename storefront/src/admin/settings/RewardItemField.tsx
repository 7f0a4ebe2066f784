import { useId } from 'react';
import type { Product } from '@kawaii/shared';
import { useAdminRead } from '../data/use-admin-read.ts';

const NO_PRODUCTS: Product[] = [];

interface RewardItemFieldProps {
  value: string | null;
  onChange: (productId: string | null) => void;
  error?: string | undefined;
}

/**
 * The exclusive item a 2000-point reward code gives one unit of: any product, a hidden one
 * included (an exclusive need not be on sale). None chosen keeps the shoppers' option disabled.
 */
export function RewardItemField({ value, onChange, error }: RewardItemFieldProps) {
  const id = useId();
  // The Shop Items tab's list, shared through the cache; a failed read offers no product.
  const read = useAdminRead('listProducts');
  const products = read.isError ? NO_PRODUCTS : (read.data ?? null);

  const chosenIsListed = value === null || products?.some((product) => product._id === value);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Exclusive reward item <span className="field__optional">(2000 points)</span>
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={products === null}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">None yet: the Exclusive Item option stays disabled</option>
        {!chosenIsListed && <option value={value}>The chosen product (loading…)</option>}
        {products?.map((product) => (
          <option key={product._id} value={product._id}>
            {product.title}
            {product.published ? '' : ' (hidden from the shop)'}
            {product.stock <= 0 ? ' (sold out)' : ''}
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className="field__hint">
        Customers with 2000 points get a code for one unit of it, free with their next order.
      </span>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
