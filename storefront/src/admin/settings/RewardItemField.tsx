import { RecordPicker } from '../pickers/RecordPicker.tsx';

interface RewardItemFieldProps {
  value: string | null;
  onChange: (productId: string | null) => void;
  error?: string | undefined;
}

/**
 * The exclusive item a 2000-point reward code gives one unit of: any product, a hidden one
 * included (an exclusive need not be on sale). None chosen keeps the shoppers' option disabled.
 * The products are searched a page at a time; the chosen one is read by its id.
 */
export function RewardItemField({ value, onChange, error }: RewardItemFieldProps) {
  return (
    <RecordPicker
      kind="products"
      single
      label={
        <>
          Exclusive reward item <span className="field__optional">(2000 points)</span>
        </>
      }
      noneText="None yet: the Exclusive Item option stays disabled"
      value={value === null ? [] : [value]}
      onValue={(ids) => onChange(ids[0] ?? null)}
      hint="Customers with 2000 points get a code for one unit of it, free with their next order."
      error={error}
    />
  );
}
