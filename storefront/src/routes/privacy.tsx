// Privacy Policy: what a small handmade shop keeps about its visitors and customers, and why.

import { ContactEmail, LegalPage } from '../layout/LegalPage.tsx';
import type { RouteHandle } from './meta.ts';
import { useRootData } from './root.tsx';
import type { RouteModule } from './route-module.ts';

function PrivacyPage() {
  const shopName = useRootData()?.settings?.shopName || 'Kawaii Atelier';
  return (
    <LegalPage title="Privacy Policy">
      <p>
        {shopName} is a small, independent art studio run by one artist. We keep only what we need
        to make, sell and ship our work, and we never sell your information. This policy explains
        what we keep, why, and what you can ask us to do with it.
      </p>

      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your name, email address and password (stored only as a
          secure hash) or your Google sign-in, plus any profile details you choose to add, such as a
          phone number, shipping address or social media handles. We also keep your reward points
          and achievements.
        </li>
        <li>
          <strong>Your orders:</strong> what you ordered, the prices, the order total, the order
          status and its history.
        </li>
        <li>
          <strong>Your contact details:</strong> the name, email address, preferred contact method
          and message you give us at checkout, so we can confirm your order and arrange delivery.
        </li>
      </ul>

      <h2>The newsletter</h2>
      <p>
        If you sign up (at the foot of any page, with the box at checkout, or in your profile), we
        keep your email address, when you signed up, on which page, and when you confirmed. We first
        send one email with a link to confirm: until you click it we send nothing else, and if you
        never do, we forget the sign-up after 7 days. To stop anyone signing up someone else, one
        connection can cause at most 5 confirmation emails an hour and one address gets at most 3 an
        hour. As proof of your consent we keep, for each sign-up, confirmation and unsubscribe, the
        time, the page, a one-way hash of your email address and a one-way keyed hash of your
        internet address (never the address itself).
      </p>
      <p>
        Confirmed subscribers get our newsletter: new drops, restocks and news from the studio, sent
        by the shop itself, not a mailing service. Every newsletter has an unsubscribe link at the
        bottom (and one your mail program can show); one click stops it at once, no sign-in needed,
        and takes back any newsletter not yet sent to you.
      </p>

      <h2>Visit statistics</h2>
      <p>
        We count visits ourselves, without cookies, trackers or any outside service. For each day we
        store only numbers: how often each public page and each product was viewed, which sites sent
        visitors (their domain only, such as instagram.com, never the full address), which campaign
        links (utm_campaign) were followed, and how many different visitors came. To tell visitors
        apart within one day, the server makes a one-way hash of your internet address and browser
        name with a random key that exists only in its memory and is replaced every day; the hash is
        never stored, only the day&apos;s count. Nothing is saved in your browser for this. We do
        not count you at all when your browser sends &ldquo;Do Not Track&rdquo; or &ldquo;Global
        Privacy Control&rdquo;, nor the account, admin and order pages, nor programs such as search
        engine robots.
      </p>

      <h2>What we do not keep</h2>
      <p>
        Payments are made by Zelle through your own bank, so we never see or store card or bank
        account numbers. We do not use advertising trackers or sell, rent or trade your information.
      </p>

      <h2>Your browser</h2>
      <p>
        This site saves a few things in your browser&apos;s local storage: your colour theme, the
        items in your cart, and, while you are signed in, your sign-in token and basic account
        details. Signing out removes the sign-in data. We do not use tracking cookies.
      </p>

      <h2>How we use your information</h2>
      <ul>
        <li>To process your order, match your Zelle payment and ship your items.</li>
        <li>To answer your questions and send you updates about your order.</li>
        <li>To run your account, your reward points and your achievements.</li>
        <li>To keep the site safe, for example by limiting repeated sign-in attempts.</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>
        Only with the shipping carrier that delivers your parcel (your name and address), and with
        authorities when the law requires it. Nobody else.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your account until you ask us to delete it. Order records are kept for as long as
        tax and accounting rules require, even after an account is deleted.
      </p>

      <h2>Your choices</h2>
      <p>
        You can view and update your profile in your dashboard at any time. To get a copy of your
        information, correct it or have your account deleted, write to us at <ContactEmail /> and we
        will reply within 30 days.
      </p>

      <h2>Children</h2>
      <p>
        This site is not directed at children under 13, and we do not knowingly collect their
        information.
      </p>

      <h2>Changes and contact</h2>
      <p>
        If this policy changes, we will update the date at the top of this page. Questions are
        always welcome at <ContactEmail />.
      </p>
    </LegalPage>
  );
}

const handle: RouteHandle = {
  meta: {
    title: 'Privacy Policy',
    description: 'What information the shop keeps about its visitors and customers, and why.',
  },
};

export const privacyRoute: RouteModule = { element: <PrivacyPage />, handle };
