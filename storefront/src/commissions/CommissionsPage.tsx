// /commissions: whether the artist takes custom pieces now, how many slots are left, her terms,
// the stages a piece goes through, and the request form. Rendered on the server with the
// openings; the form works once the page is interactive.

import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  COMMISSION_WAITLIST_NOTE,
  commissionPagePath,
  type CommissionOpenings,
} from '@kawaii/shared';
import { CelebrationBurst } from '../ui/CelebrationBurst.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Paragraphs } from '../ui/Paragraphs.tsx';
import { CommissionRequestForm, type SentRequest } from './CommissionRequestForm.tsx';
import { similarPieceFrom, similarPieceRequest } from './similar-piece.ts';
import './commissions.css';

function openingsLine(openings: CommissionOpenings): string {
  if (openings.status === 'closed') return 'Commissions are closed right now.';
  if (openings.status === 'waitlist' || openings.slotsLeft === 0) {
    return 'All slots are taken: new requests join the waitlist.';
  }
  return openings.slotsLeft === 1 ? '1 slot open' : `${openings.slotsLeft} slots open`;
}

export function CommissionsPage({ openings }: { openings: CommissionOpenings }) {
  const [sent, setSent] = useState<SentRequest | null>(null);
  const [params] = useSearchParams();
  const similar = similarPieceFrom(params);
  return (
    <div className="commissions-page">
      <PageHeader kicker="Custom pieces" title="Commissions">
        <p>A doll, a face-up or a portrait made just for you, from your own character or idea.</p>
      </PageHeader>
      <div className="container commissions-page__body">
        <section className="commissions-card" aria-labelledby="commissions-status">
          <h2 id="commissions-status" className="commissions-card__title">
            <span aria-hidden="true">✿</span> {openingsLine(openings)}
          </h2>
          {openings.intro && <Paragraphs text={openings.intro} />}
          <ol className="commissions-stages" aria-label="How a commission is made">
            {openings.stages.map((stage, index) => (
              <li key={stage}>
                <span className="commissions-stages__step" aria-hidden="true">
                  {index + 1}
                </span>
                {stage}
              </li>
            ))}
          </ol>
        </section>
        {openings.status !== 'closed' && (
          <section className="commissions-card" aria-labelledby="commissions-request">
            <h2 id="commissions-request" className="commissions-card__title">
              Request a commission
            </h2>
            {sent ? (
              <div className="commissions-sent" role="status">
                <CelebrationBurst />
                <p className="commissions-sent__thanks">{sent.message}</p>
                {sent.status === 'waitlisted' && sent.message !== COMMISSION_WAITLIST_NOTE && (
                  <p>{COMMISSION_WAITLIST_NOTE}</p>
                )}
                <p>
                  Your request is number <strong>#{sent.number}</strong>.{' '}
                  {sent.emailed ? (
                    <>
                      We wrote to <strong>{sent.email}</strong> with the link to follow it.
                    </>
                  ) : (
                    <>
                      We could not email <strong>{sent.email}</strong> again this hour: keep the
                      link below to follow it.
                    </>
                  )}
                </p>
                <Link
                  className="button button--primary"
                  to={commissionPagePath(sent.number, sent.key)}
                >
                  Follow my request
                </Link>
              </div>
            ) : (
              <>
                {similar && (
                  <p className="commissions-similar">
                    <span aria-hidden="true">♡</span> Asking for something like{' '}
                    <Link to={similar.path}>{similar.title}</Link>: your request starts with it, add
                    what you would change.
                  </p>
                )}
                <CommissionRequestForm
                  terms={openings.terms}
                  onSent={setSent}
                  description={similar ? similarPieceRequest(similar) : ''}
                />
              </>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
