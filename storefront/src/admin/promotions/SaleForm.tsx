// Create or edit a scheduled sale: its name, a percent or an amount off, the products and
// categories it covers, and the moment it starts and ends (in the desk's own time zone).

import {
  SALE_TYPES,
  saleInputSchema,
  type Sale,
  type SaleInput,
  type SaleType,
} from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { useAdminRead } from '../data/use-admin-read.ts';
import type { EditorProps } from '../forms/editor-props.ts';
import { CheckboxField, SelectField, TextField } from '../forms/fields.tsx';
import { useImageList } from '../forms/record-images.ts';
import { RecordFormFooter } from '../forms/RecordFormFooter.tsx';
import { useRecordForm } from '../forms/use-record-form.ts';
import { RecordPicker } from '../pickers/RecordPicker.tsx';

interface SaleFormValues {
  name: string;
  type: SaleType;
  value: string;
  productIds: string[];
  categoryIds: string[];
  startsAt: string;
  endsAt: string;
}

const TYPE_LABELS: Record<SaleType, string> = {
  percent: 'Percent off',
  amount: 'Amount off ($)',
};

/** An ISO moment as a datetime-local field shows it, in the desk's time zone; '' for none. */
function localMoment(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  const moment = local.toISOString().slice(0, 19);
  return moment.endsWith(':00') ? moment.slice(0, 16) : moment;
}

/** A datetime-local value read in the desk's time zone; '' stays '' for the schema to refuse. */
function isoMoment(local: string): string {
  if (!local) return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

function toggled(ids: readonly string[], id: string, checked: boolean): string[] {
  return checked ? [...ids, id] : ids.filter((other) => other !== id);
}

export function SaleForm({ item, onSaved, onCancel, onReload }: EditorProps<Sale>) {
  const api = useAdminApi();
  // A sale has no pictures: the form's image list stays empty and is never shown.
  const images = useImageList([], false);
  const categories = useAdminRead('listCategories').data ?? [];
  const form = useRecordForm<SaleFormValues, SaleInput, Sale>({
    editor: { item, onSaved, onReload },
    saveRecord: (id, input) => api.saveSale(id, input),
    recordName: item?.name,
    initialValues: () => ({
      name: item?.name ?? '',
      type: item?.type ?? 'percent',
      value: item ? String(item.value) : '',
      productIds: [...(item?.productIds ?? [])],
      categoryIds: [...(item?.categoryIds ?? [])],
      startsAt: localMoment(item?.startsAt),
      endsAt: localMoment(item?.endsAt),
    }),
    schema: saleInputSchema,
    saveBody: (values) => ({
      name: values.name,
      type: values.type,
      value: values.value,
      productIds: values.productIds,
      categoryIds: values.categoryIds,
      startsAt: isoMoment(values.startsAt),
      endsAt: isoMoment(values.endsAt),
    }),
    images,
  });
  const { values, set, fieldError } = form;

  return (
    <form className="admin-form" onSubmit={form.submit} noValidate>
      <TextField
        label="Name"
        value={values.name}
        onValue={(name) => set('name', name)}
        hint="For you and your desk, e.g. Spring sale"
        error={fieldError('name')}
        required
      />
      <SelectField
        label="Discount"
        value={values.type}
        onValue={(type) => set('type', type as SaleType)}
        options={SALE_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
      />
      <TextField
        label={values.type === 'percent' ? 'Percent off' : 'Amount off ($)'}
        value={values.value}
        onValue={(value) => set('value', value)}
        inputMode="decimal"
        error={fieldError('value')}
        required
      />
      <div className="admin-form__row">
        <TextField
          label="Starts at"
          type="datetime-local"
          step={1}
          value={values.startsAt}
          onValue={(startsAt) => set('startsAt', startsAt)}
          error={fieldError('startsAt')}
          required
        />
        <TextField
          label="Ends at"
          type="datetime-local"
          step={1}
          value={values.endsAt}
          onValue={(endsAt) => set('endsAt', endsAt)}
          error={fieldError('endsAt')}
          required
        />
      </div>
      <fieldset className="promotion-form__choices">
        <legend>Categories on sale</legend>
        {categories.map((category) => (
          <CheckboxField
            key={category._id}
            label={category.name}
            checked={values.categoryIds.includes(category._id)}
            onChecked={(checked) =>
              set('categoryIds', toggled(values.categoryIds, category._id, checked))
            }
          />
        ))}
      </fieldset>
      <RecordPicker
        kind="products"
        label="Products on sale"
        value={values.productIds}
        onValue={(productIds) => set('productIds', productIds)}
        error={fieldError('productIds')}
      />
      <RecordFormFooter
        form={form}
        onCancel={onCancel}
        labels={{ create: 'Create Sale', update: 'Update Sale' }}
      />
    </form>
  );
}
