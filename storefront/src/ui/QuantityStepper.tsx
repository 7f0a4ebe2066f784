import type { ReactNode } from 'react';
import './QuantityStepper.css';

interface StepButton {
  /** What the button does, for screen readers ("Increase quantity of Bunny Doll"). */
  label: string;
  disabled?: boolean;
  onClick(): void;
}

interface QuantityStepperProps {
  /** Names the group where the count itself has no label of its own (a cart line). */
  groupLabel?: string;
  /** The smaller stepper of a dense list (the cart). */
  compact?: boolean;
  decrease: StepButton;
  increase: StepButton;
  /** The count between the buttons: an `<output>` or an `<input>` of class quantity-stepper__value. */
  children: ReactNode;
}

/** A count between a round − and a round +, on a soft pill. */
export function QuantityStepper({
  groupLabel,
  compact = false,
  decrease,
  increase,
  children,
}: QuantityStepperProps) {
  return (
    <div
      className={compact ? 'quantity-stepper quantity-stepper--compact' : 'quantity-stepper'}
      role={groupLabel ? 'group' : undefined}
      aria-label={groupLabel}
    >
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={decrease.label}
        disabled={decrease.disabled}
        onClick={decrease.onClick}
      >
        −
      </button>
      {children}
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={increase.label}
        disabled={increase.disabled}
        onClick={increase.onClick}
      >
        +
      </button>
    </div>
  );
}
