// How a product is sold, in the product form: kind, lead time, low-stock alert, option groups
// with a row per combination (its stock, price, discount and picture), and a pre-order window.

import { PRODUCT_KINDS, PRODUCT_KIND_LABELS, optionsInWords } from '@kawaii/shared';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../forms/fields.tsx';
import { variantRowsFor, type CatalogueFormValues, type VariantDraft } from './catalogue-form.ts';

interface ProductCatalogueFieldsProps {
  values: CatalogueFormValues;
  set<K extends keyof CatalogueFormValues>(name: K, value: CatalogueFormValues[K]): void;
  fieldError(name: string): string | undefined;
}

const KIND_OPTIONS = PRODUCT_KINDS.map((kind) => ({
  value: kind,
  label: kind === 'stocked' ? 'Stocked (counted)' : PRODUCT_KIND_LABELS[kind],
}));

export function ProductCatalogueFields({ values, set, fieldError }: ProductCatalogueFieldsProps) {
  const setRow = (index: number, change: Partial<VariantDraft>) =>
    set(
      'variants',
      values.variants.map((row, at) => (at === index ? { ...row, ...change } : row)),
    );
  const variantError = (index: number) =>
    fieldError(`variants.${index}.options`) ??
    fieldError(`variants.${index}.price`) ??
    fieldError(`variants.${index}.discountPrice`) ??
    fieldError(`variants.${index}.stock`) ??
    fieldError(`variants.${index}.image`);
  return (
    <fieldset className="admin-form__group">
      <legend>How it is sold</legend>
      <div className="admin-form__row">
        <SelectField
          label="Kind"
          value={values.kind}
          onValue={(kind) => set('kind', kind as CatalogueFormValues['kind'])}
          options={KIND_OPTIONS}
          hint="One of a kind: a single piece that stays in the portfolio once sold."
          error={fieldError('kind')}
        />
        <TextField
          label="Lead time"
          value={values.leadTime}
          onValue={(leadTime) => set('leadTime', leadTime)}
          hint="For made-to-order pieces, e.g. 6-8 weeks"
          error={fieldError('leadTime')}
          required={values.kind === 'made-to-order'}
        />
        {values.kind === 'made-to-order' && (
          <TextField
            label="Deposit (%)"
            type="number"
            inputMode="numeric"
            min={5}
            max={95}
            step={1}
            value={values.depositPercent}
            onValue={(depositPercent) => set('depositPercent', depositPercent)}
            hint="Paid at checkout; the balance is due before it ships. Blank: paid in full."
            error={fieldError('depositPercent')}
          />
        )}
        <TextField
          label="Low stock alert at"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.lowStockThreshold}
          onValue={(lowStockThreshold) => set('lowStockThreshold', lowStockThreshold)}
          hint="Blank: the shop's setting"
          error={fieldError('lowStockThreshold')}
        />
      </div>
      <TextAreaField
        label="Options"
        value={values.optionsText}
        onValue={(optionsText) => {
          set('optionsText', optionsText);
          set('variants', variantRowsFor(optionsText, values.variants));
        }}
        rows={3}
        placeholder={'Size: 1/3, 1/4, 1/6\nColour: Pink, Mint'}
        hint="One option per line, its values after a colon (at most 3 options of 20 values)."
        error={fieldError('options') ?? fieldError('options.0.values')}
      />
      {fieldError('variants') && <p className="field__error">{fieldError('variants')}</p>}
      {values.variants.length > 0 && (
        <table className="admin-variants">
          <caption className="visually-hidden">Variants</caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Stock</th>
              <th scope="col">Price ($)</th>
              <th scope="col">Discount ($)</th>
              <th scope="col">Picture</th>
            </tr>
          </thead>
          <tbody>
            {values.variants.map((row, index) => {
              const name = optionsInWords(row.options);
              const error = variantError(index);
              return (
                <tr key={name}>
                  <th scope="row">
                    {name}
                    {error && <span className="field__error"> {error}</span>}
                  </th>
                  <td>
                    <input
                      aria-label={`Stock of ${name}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      value={row.stock}
                      onChange={(event) => setRow(index, { stock: event.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Price of ${name}`}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step={0.01}
                      placeholder="Product's"
                      value={row.price}
                      onChange={(event) => setRow(index, { price: event.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Discount price of ${name}`}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step={0.01}
                      value={row.discountPrice}
                      onChange={(event) => setRow(index, { discountPrice: event.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Picture of ${name}`}
                      placeholder="/uploads/..."
                      value={row.image}
                      onChange={(event) => setRow(index, { image: event.target.value })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <CheckboxField
        label="Take pre-orders"
        checked={values.preorder}
        onChecked={(preorder) => set('preorder', preorder)}
      />
      {values.preorder && (
        <div className="admin-form__row">
          <TextField
            label="Pre-orders open"
            type="date"
            value={values.preorderOpensAt}
            onValue={(day) => set('preorderOpensAt', day)}
            hint="Blank: open now"
            error={fieldError('preorder.opensAt')}
          />
          <TextField
            label="Pre-orders close"
            type="date"
            value={values.preorderClosesAt}
            onValue={(day) => set('preorderClosesAt', day)}
            error={fieldError('preorder.closesAt')}
            required
          />
          <TextField
            label="At most"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.preorderCap}
            onValue={(cap) => set('preorderCap', cap)}
            hint="Blank: no limit"
            error={fieldError('preorder.cap')}
          />
          <TextField
            label="Ships from"
            type="month"
            value={values.preorderShipsFrom}
            onValue={(month) => set('preorderShipsFrom', month)}
            error={fieldError('preorder.shipsFrom')}
            required
          />
        </div>
      )}
    </fieldset>
  );
}
