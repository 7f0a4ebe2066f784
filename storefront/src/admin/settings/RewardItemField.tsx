import { useEffect, useId, useState } from 'react';
import type { Product } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';

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
  const api = useAdminApi();
  const id = useId();
  const [products, setProducts] = useState<Product[] | null>(null);

  useEffect(() => {
    let current = true;
    api.listProducts().then(
      (list) => current && setProducts(list),
      () => current && setProducts([]),
    );
    return () => {
      current = false;
    };
  }, [api]);

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
