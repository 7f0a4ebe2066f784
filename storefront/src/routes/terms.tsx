// Terms of Use: how ordering, paying by Zelle, shipping and returns work in a small handmade shop.

import { ContactEmail, LegalPage } from '../layout/LegalPage.tsx';
import type { RouteHandle } from './meta.ts';
import { useRootData } from './root.tsx';
import type { RouteModule } from './route-module.ts';

function TermsPage() {
  const settings = useRootData()?.settings;
  const shopName = settings?.shopName || 'Kawaii Atelier';
  return (
    <LegalPage title="Terms of Use">
      <p>
        Welcome to {shopName}! By using this site or placing an order you agree to these terms. They
        are written to be short and clear; if anything is unclear, please ask us at <ContactEmail />
        .
      </p>

      <h2>Handmade items</h2>
      <p>
        Every doll and keepsake is made by hand, so small differences from the photos are part of
        its charm. Colours can also look slightly different on different screens.
      </p>

      <h2>Orders and payment</h2>
      <ul>
        <li>Prices are in US dollars. An order is confirmed once we have received your payment.</li>
        <li>
          Orders are paid by Zelle
          {settings?.zelle.name ? ` to ${settings.zelle.name}` : ''}, using the instructions shown
          at checkout. Please include your name and order number in the Zelle memo.
        </li>
        <li>
          If payment has not arrived within 7 days, we may cancel the order and return the items to
          stock.
        </li>
      </ul>

      <h2>Shipping</h2>
      <p>
        We ship once payment is received. Delivery times are estimates from the carrier. Shipping
        costs are non-refundable.
      </p>

      <h2>Returns and refunds</h2>
      <ul>
        <li>All sales are final.</li>
        <li>
          Physical items may be returned only with our prior written authorization, requested within
          14 days of delivery. Authorized returns must be unused and in their original packaging.
        </li>
        <li>Shipping costs are non-refundable.</li>
        <li>Digital products are non-refundable.</li>
      </ul>

      <h2>Chargebacks</h2>
      <p>
        If you have a problem with an order, please contact us first; we are happy to help.
        Chargebacks will be contested, with our order, payment and delivery records.
      </p>

      <h2>Artwork and copyright</h2>
      <p>
        All artwork, photos and designs on this site belong to the artist. Buying an item or a print
        does not transfer its copyright. Please do not copy, reproduce or sell our work without
        written permission; sharing photos with credit is always welcome.
      </p>

      <h2>Your account and reward points</h2>
      <p>
        Keep your password to yourself; you are responsible for what is done with your account.
        Reward points have no cash value, cannot be transferred, and their offers may change. We may
        close accounts that abuse the site, its rewards or other customers.
      </p>

      <h2>Liability</h2>
      <p>
        The site and its content are provided as they are. To the extent the law allows, our
        liability for any order is limited to the amount you paid for it.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about an order or these terms: <ContactEmail />.
      </p>
    </LegalPage>
  );
}

const handle: RouteHandle = {
  meta: {
    title: 'Terms of Use',
    description: 'How ordering, Zelle payment, shipping and returns work at the shop.',
  },
};

export const termsRoute: RouteModule = { element: <TermsPage />, handle };
