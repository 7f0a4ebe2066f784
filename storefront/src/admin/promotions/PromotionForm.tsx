// Create or edit a promotion: its code and what it gives (a percent, an amount or the shipping),
// on the whole order, some categories or some products; a minimum spend, the dates it runs, how
// many uses, once per customer, and whether it goes with a reward code.

import {
  PROMOTION_SCOPES,
  PROMOTION_TYPES,
  fromCents,
  promotionInputSchema,
  toCents,
  type Promotion,
  type PromotionInput,
  type PromotionScope,
  type PromotionType,
} from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { useAdminRead } from '../data/use-admin-read.ts';
import type { EditorProps } from '../forms/editor-props.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../forms/fields.tsx';
import { useImageList } from '../forms/record-images.ts';
import { RecordFormFooter } from '../forms/RecordFormFooter.tsx';
import { useRecordForm } from '../forms/use-record-form.ts';
import { RecordPicker } from '../pickers/RecordPicker.tsx';

interface PromotionFormValues {
  code: string;
  description: string;
  type: PromotionType;
  value: string;
  scope: PromotionScope;
  ids: string[];
  minSpend: string;
  startsOn: string;
  endsOn: string;
  usageLimit: string;
  oncePerCustomer: boolean;
  combinableWithRewards: boolean;
  active: boolean;
}

const TYPE_LABELS: Record<PromotionType, string> = {
  percent: 'Percent off',
  amount: 'Amount off ($)',
  'free-shipping': 'Free shipping',
};
const SCOPE_LABELS: Record<PromotionScope, string> = {
  order: 'The whole order',
  category: 'Some categories',
  product: 'Some products',
};

/** '2026-05-01T00:00:00.000Z' -> '2026-05-01' in the desk's own time zone; '' for none. */
function dayOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The day's start (or, for an end, its last millisecond) in the desk's time zone. */
function dayBoundary(day: string, end: boolean): string | null {
  if (!day) return null;
  return new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString();
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function PromotionForm({ item, onSaved, onCancel, onReload }: EditorProps<Promotion>) {
  const api = useAdminApi();
  // A promotion has no pictures: the form's image list stays empty and is never shown.
  const images = useImageList([], false);
  const categories = useAdminRead('listCategories').data ?? [];
  const form = useRecordForm<PromotionFormValues, PromotionInput, Promotion>({
    editor: { item, onSaved, onReload },
    saveRecord: (id, input) => api.savePromotion(id, input),
    recordName: item?.code,
    initialValues: () => ({
      code: item?.code ?? '',
      description: item?.description ?? '',
      type: item?.type ?? 'percent',
      value: item && item.type !== 'free-shipping' ? String(item.value) : '',
      scope: item?.appliesTo.kind ?? 'order',
      ids: [...(item?.appliesTo.ids ?? [])],
      minSpend: item?.minItemsCents == null ? '' : fromCents(item.minItemsCents).toFixed(2),
      startsOn: dayOf(item?.startsAt ?? null),
      endsOn: dayOf(item?.endsAt ?? null),
      usageLimit: item?.usageLimit == null ? '' : String(item.usageLimit),
      oncePerCustomer: item?.oncePerCustomer ?? false,
      combinableWithRewards: item?.combinableWithRewards ?? false,
      active: item?.active ?? true,
    }),
    schema: promotionInputSchema,
    saveBody: (values) => ({
      code: values.code,
      description: values.description,
      type: values.type,
      value: values.type === 'free-shipping' ? 0 : values.value,
      appliesTo:
        values.scope === 'order' ? { kind: 'order' } : { kind: values.scope, ids: values.ids },
      minItemsCents: textOrNull(values.minSpend) === null ? null : toCents(Number(values.minSpend)),
      startsAt: dayBoundary(values.startsOn, false),
      endsAt: dayBoundary(values.endsOn, true),
      usageLimit: textOrNull(values.usageLimit),
      oncePerCustomer: values.oncePerCustomer,
      combinableWithRewards: values.combinableWithRewards,
      active: values.active,
    }),
    images,
  });
  const { values, set, fieldError } = form;
  return (
    <form className="admin-form" onSubmit={form.submit} noValidate>
      <TextField
        label="Code"
        value={values.code}
        onValue={(code) => set('code', code.toUpperCase())}
        hint="What buyers type at checkout, e.g. SPRING15 (letters, digits, - and _)"
        error={fieldError('code')}
        required
      />
      <TextAreaField
        label="Description"
        value={values.description}
        onValue={(description) => set('description', description)}
        rows={2}
        error={fieldError('description')}
      />
      <SelectField
        label="Discount"
        value={values.type}
        onValue={(type) => set('type', type as PromotionType)}
        options={PROMOTION_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
      />
      {values.type !== 'free-shipping' && (
        <TextField
          label={values.type === 'percent' ? 'Percent off' : 'Amount off ($)'}
          value={values.value}
          onValue={(value) => set('value', value)}
          inputMode="decimal"
          error={fieldError('value')}
          required
        />
      )}
      <SelectField
        label="Applies to"
        value={values.scope}
        onValue={(scope) => {
          set('scope', scope as PromotionScope);
          set('ids', []);
        }}
        options={PROMOTION_SCOPES.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope] }))}
        error={fieldError('appliesTo')}
      />
      {values.scope === 'category' && (
        <fieldset className="promotion-form__choices">
          <legend>Categories</legend>
          {categories.map((category) => (
            <CheckboxField
              key={category._id}
              label={category.name}
              checked={values.ids.includes(category._id)}
              onChecked={(checked) =>
                set(
                  'ids',
                  checked
                    ? [...values.ids, category._id]
                    : values.ids.filter((id) => id !== category._id),
                )
              }
            />
          ))}
        </fieldset>
      )}
      {values.scope === 'product' && (
        <RecordPicker
          kind="products"
          label="Products"
          value={values.ids}
          onValue={(ids) => set('ids', ids)}
        />
      )}
      <TextField
        label="Minimum spend ($)"
        value={values.minSpend}
        onValue={(minSpend) => set('minSpend', minSpend)}
        inputMode="decimal"
        hint="Leave empty for none"
        error={fieldError('minItemsCents')}
      />
      <div className="admin-form__row">
        <TextField
          label="Starts on"
          type="date"
          value={values.startsOn}
          onValue={(startsOn) => set('startsOn', startsOn)}
          error={fieldError('startsAt')}
        />
        <TextField
          label="Ends on"
          type="date"
          value={values.endsOn}
          onValue={(endsOn) => set('endsOn', endsOn)}
          error={fieldError('endsAt')}
        />
      </div>
      <TextField
        label="Usage limit"
        value={values.usageLimit}
        onValue={(usageLimit) => set('usageLimit', usageLimit)}
        inputMode="numeric"
        hint="Orders in all; leave empty for no limit"
        error={fieldError('usageLimit')}
      />
      <CheckboxField
        label="Once per customer"
        checked={values.oncePerCustomer}
        onChecked={(oncePerCustomer) => set('oncePerCustomer', oncePerCustomer)}
      />
      <CheckboxField
        label="Can be combined with a reward code"
        checked={values.combinableWithRewards}
        onChecked={(combinable) => set('combinableWithRewards', combinable)}
      />
      <CheckboxField
        label="Active"
        checked={values.active}
        onChecked={(active) => set('active', active)}
      />
      <RecordFormFooter
        form={form}
        onCancel={onCancel}
        labels={{ create: 'Create Promotion', update: 'Update Promotion' }}
      />
    </form>
  );
}
