// The option pickers of a product page: one radio group per option (Size, Colour), each value a
// radio. A value that no sold variant offers with the other choices, or whose variant is sold
// out, is shown and disabled, so the shopper sees what exists and what is gone. Its styles come
// with the product page's route (product.tsx), which shows the served pickers before this loads.

import { useId } from 'react';
import { findVariant, type OptionChoice, type Product } from '@kawaii/shared';

interface ProductOptionsProps {
  product: Pick<Product, 'options' | 'variants'>;
  choice: OptionChoice;
  /** Whether a variant can be bought now (in stock, or made to order, or pre-ordered). */
  available(variant: Product['variants'][number]): boolean;
  onChange(choice: OptionChoice): void;
}

export function ProductOptions({ product, choice, available, onChange }: ProductOptionsProps) {
  const id = useId();
  return (
    <div className="product-options">
      {product.options.map((group, groupIndex) => (
        <fieldset key={group.name} className="product-options__group">
          <legend className="product-options__legend">
            {group.name}
            {choice[group.name] && (
              <span className="product-options__chosen">: {choice[group.name]}</span>
            )}
          </legend>
          <div className="product-options__values">
            {group.values.map((value, valueIndex) => {
              const variant = findVariant(product.variants, { ...choice, [group.name]: value });
              const disabled = !variant || !available(variant);
              const inputId = `${id}-${groupIndex}-${valueIndex}`;
              return (
                <span key={value} className="product-options__value">
                  <input
                    id={inputId}
                    type="radio"
                    // The option's own name, not one made from React's id: the served pickers
                    // and the loaded ones must name a radio alike, so that a choice made before
                    // the pickers' code arrived is found and given to them.
                    name={`option-${group.name}`}
                    value={value}
                    checked={choice[group.name] === value}
                    disabled={disabled}
                    onChange={() => onChange({ ...choice, [group.name]: value })}
                  />
                  <label htmlFor={inputId}>
                    {value}
                    {disabled && (
                      <span className="product-options__note">
                        {variant ? ' (sold out)' : ' (not available)'}
                      </span>
                    )}
                  </label>
                </span>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
