import { useId } from 'react';
import { KawaiiFace } from '../ui/KawaiiFace.tsx';
import { limitedStockLine, type OrderFailure } from './order-failure.ts';
import { useModalDialog } from '../ui/use-modal-dialog.ts';

/** Why the order did not go through, over the checkout, with 'Close and Update Cart'. */
export function OrderErrorModal({
  failure,
  onClose,
}: {
  failure: OrderFailure | null;
  onClose(): void;
}) {
  const ref = useModalDialog(failure !== null);
  const titleId = useId();
  const textId = useId();
  return (
    <dialog
      ref={ref}
      className="order-error"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {failure && (
        <>
          <p className="order-error__face">
            <KawaiiFace mood="teary" />
          </p>
          <h2 id={titleId} className="order-error__title">
            {failure.title}
          </h2>
          <p id={textId}>{failure.text}</p>
          {failure.unavailableItems.length > 0 && (
            <div className="order-error__items">
              <p className="order-error__items-title">Items with limited stock:</p>
              <ul>
                {failure.unavailableItems.map((item) => (
                  <li key={item.id}>{limitedStockLine(item)}</li>
                ))}
              </ul>
            </div>
          )}
          <button type="button" className="button button--primary button--block" onClick={onClose}>
            Close and Update Cart
          </button>
        </>
      )}
    </dialog>
  );
}
