// Create or edit a shop product.

import { useState } from 'react';
import { productInputSchema, type Category, type Product, type ProductInput } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import type { EditorProps } from '../forms/editor-props.ts';
import { CheckboxField, TextAreaField, TextField } from '../forms/fields.tsx';
import { useImageList } from '../forms/record-images.ts';
import { RecordFormFooter } from '../forms/RecordFormFooter.tsx';
import { RecordImagesField } from '../forms/RecordImagesField.tsx';
import { useLoaded } from '../forms/use-loaded.ts';
import { useRecordForm } from '../forms/use-record-form.ts';
import { ProductCatalogueFields } from './ProductCatalogueFields.tsx';
import { ProductCategoryField } from './ProductCategoryField.tsx';
import {
  categoryChoices,
  chosenCategory,
  productFormValues,
  productSaveBody,
  type ProductFormValues,
} from './product-form.ts';

const NO_CATEGORIES: Category[] = [];

export function ProductForm({ item, onSaved, onCancel, onReload }: EditorProps<Product>) {
  const api = useAdminApi();
  const [created, setCreated] = useState<Category[]>([]);
  // No image minimum for products, but uploads must have finished.
  const images = useImageList(item?.images ?? [], false);
  const loaded = useLoaded('listCategories', NO_CATEGORIES);
  // A category added here is offered at once, and once the reloaded list names it, from there.
  const addedHere = created.filter((added) => !loaded.some((known) => known._id === added._id));
  const choices = categoryChoices([...loaded, ...addedHere], item);
  const form = useRecordForm<ProductFormValues, ProductInput, Product>({
    editor: { item, onSaved, onReload },
    saveRecord: (id, input) => api.saveProduct(id, input),
    recordName: item?.title,
    initialValues: () => productFormValues(item),
    schema: productInputSchema,
    saveBody: (values) =>
      productSaveBody(
        values,
        chosenCategory(values.category, choices, item === null),
        images.saved().paths,
        item,
      ),
    images,
  });
  const { values, set, fieldError } = form;
  const category = chosenCategory(values.category, choices, item === null);
  const number = { type: 'number', inputMode: 'decimal', min: 0 } as const;

  return (
    <form className="admin-form" onSubmit={form.submit} noValidate>
      <TextField
        label="Product Title"
        value={values.title}
        onValue={(title) => set('title', title)}
        error={fieldError('title')}
        required
      />
      <TextAreaField
        label="Description"
        value={values.description}
        onValue={(description) => set('description', description)}
        rows={4}
        error={fieldError('description')}
      />
      <div className="admin-form__row">
        <TextField
          label="Price ($)"
          {...number}
          step={0.01}
          value={values.price}
          onValue={(price) => set('price', price)}
          error={fieldError('price')}
          required
        />
        <TextField
          label="Discount Price ($)"
          {...number}
          step={0.01}
          value={values.discountPrice}
          onValue={(discountPrice) => set('discountPrice', discountPrice)}
          hint="Optional; below the price"
          error={fieldError('discountPrice')}
        />
      </div>
      <div className="admin-form__row">
        <ProductCategoryField
          value={category}
          onValue={(id) => set('category', id)}
          choices={choices}
          onCreated={(added) => setCreated((previous) => [...previous, added])}
          error={fieldError('category')}
        />
        {values.kind === 'unique' ? (
          <p className="field__hint">A one-of-a-kind piece: one, until it is sold.</p>
        ) : values.variants.length > 0 ? (
          <p className="field__hint">Stock is counted per variant below.</p>
        ) : (
          <TextField
            label="Stock"
            {...number}
            inputMode="numeric"
            step={1}
            value={values.stock}
            onValue={(stock) => set('stock', stock)}
            error={fieldError('stock')}
            required
          />
        )}
      </div>
      <div className="admin-form__row">
        <TextField
          label="Width (cm)"
          {...number}
          step={0.1}
          value={values.width}
          onValue={(width) => set('width', width)}
          error={fieldError('width')}
        />
        <TextField
          label="Height (cm)"
          {...number}
          step={0.1}
          value={values.height}
          onValue={(height) => set('height', height)}
          error={fieldError('height')}
        />
      </div>
      <ProductCatalogueFields values={values} set={set} fieldError={fieldError} />
      <RecordImagesField form={form} label="Product Images" />
      <div className="admin-form__checks">
        <CheckboxField
          label="Featured Product"
          checked={values.featured}
          onChecked={(featured) => set('featured', featured)}
        />
        <CheckboxField
          label="Published"
          checked={values.published}
          onChecked={(published) => set('published', published)}
        />
      </div>
      <RecordFormFooter
        form={form}
        onCancel={onCancel}
        labels={{ create: 'Create Product', update: 'Update Product' }}
      />
    </form>
  );
}
