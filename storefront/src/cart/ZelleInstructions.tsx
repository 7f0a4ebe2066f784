import { formatMoney } from '@kawaii/shared';
import { useZelleDetails } from './use-zelle-details.ts';
import './ZelleInstructions.css';

/** How to pay: the payee's phone and name, and the memo. */
export function ZelleInstructions({ total, orderId }: { total: number; orderId?: string }) {
  const zelle = useZelleDetails();
  return (
    <section className="zelle" aria-label="How to pay with Zelle">
      <p className="zelle__title">
        <span className="zelle__logo" aria-hidden="true">
          Z
        </span>
        Pay with Zelle
      </p>
      <p className="zelle__lead">
        Send <strong>{formatMoney(total)}</strong> with Zelle from your bank&apos;s app to:
      </p>
      {zelle ? (
        <dl className="zelle__payee">
          <dt>Phone</dt>
          <dd>{zelle.phone}</dd>
          <dt>Name</dt>
          <dd>{zelle.name}</dd>
        </dl>
      ) : (
        <p className="zelle__payee">The payment details are on their way...</p>
      )}
      <p className="zelle__memo">
        Please include your name and order details
        {orderId ? (
          <>
            {' '}
            (order <strong>{orderId}</strong>)
          </>
        ) : null}{' '}
        in the memo.
      </p>
    </section>
  );
}
