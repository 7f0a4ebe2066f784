// A client's private commission page (/commissions/:number?key=…, or the signed-in owner): the
// quote to accept or decline, the milestones paid and due with the Zelle details, the stages
// the artist posted with their pictures (and "Approve this stage" where she asked), and the
// place in the queue. Anyone without the key sees the not-found screen.

import { useState, type ReactNode } from 'react';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  ApiError,
  COMMISSION_STATUS_LABELS,
  formatCents,
  formatDate,
  formatDateTime,
  type CommissionClientView,
} from '@kawaii/shared';
import { apiClient } from '../api/client.ts';
import { ZelleInstructions } from '../cart/ZelleInstructions.tsx';
import { ZelleDetailsContext } from '../cart/settings-context.ts';
import { createQueryClient } from '../query/query-client.ts';
import { queryKeyFor } from '../query/query-keys.ts';
import { ErrorScreen } from '../routes/ErrorScreen.tsx';
import { useRootData } from '../routes/root-data.ts';
import { useSession } from '../stores/session.ts';
import { LoadingShell } from '../ui/LoadingShell.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Paragraphs } from '../ui/Paragraphs.tsx';
import { StoredImage } from '../ui/StoredImage.tsx';
import './commissions.css';

type Lookup =
  | { kind: 'found'; commission: CommissionClientView }
  | { kind: 'not-found' }
  | { kind: 'failed'; message: string };

export default function ClientCommissionPage() {
  const token = useSession((state) => state.token);
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client} key={token ?? ''}>
      <CommissionScreen token={token} />
    </QueryClientProvider>
  );
}

function CommissionScreen({ token }: { token: string | null }) {
  const number = useParams().number ?? '';
  const key = useSearchParams()[0].get('key') ?? undefined;
  const queryKey = queryKeyFor('lookupCommission', { number, key });
  const lookup = useQuery({
    queryKey,
    queryFn: async (): Promise<Lookup> => {
      try {
        const api = apiClient(fetch, token);
        const commission = await api.lookupCommission({ params: { number }, query: { key } });
        return { kind: 'found', commission };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { kind: 'not-found' };
        return { kind: 'failed', message: failureText(error) };
      }
    },
    refetchOnWindowFocus: 'always',
  }).data;

  if (!lookup) return <LoadingShell label="Finding your commission..." />;
  if (lookup.kind === 'not-found') return <ErrorScreen notFound detail="404 Not Found" />;
  if (lookup.kind === 'failed') return <ErrorScreen notFound={false} detail={lookup.message} />;
  return <CommissionDetails commission={lookup.commission} token={token} commissionKey={key} />;
}

function failureText(error: unknown): string {
  return error instanceof ApiError && error.status !== 0
    ? error.message
    : 'We could not reach the shop. Please try again.';
}

function CommissionDetails({
  commission,
  token,
  commissionKey,
}: {
  commission: CommissionClientView;
  token: string | null;
  commissionKey: string | undefined;
}) {
  const queryClient = useQueryClient();
  const zelle = useRootData()?.settings?.zelle ?? null;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const number = String(commission.number);
  const query = { key: commissionKey };

  async function act(step: (api: ReturnType<typeof apiClient>) => Promise<unknown>) {
    setBusy(true);
    setFailure(null);
    try {
      await step(apiClient(fetch, token));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['lookupCommission'] });
    }
  }

  const { quote, money } = commission;
  return (
    <div className="commission-page">
      <PageHeader kicker="Your commission" title={`Commission #${commission.number}`}>
        <p className="commission-page__status">
          <span className={`commission-status commission-status--${commission.status}`}>
            {COMMISSION_STATUS_LABELS[commission.status]}
          </span>
          {commission.queuePosition !== null && (
            <span className="commission-page__queue">
              {' '}
              · number {commission.queuePosition} in the queue
            </span>
          )}
        </p>
      </PageHeader>
      <div className="container commissions-page__body">
        {failure && (
          <p className="commission-form__failure" role="alert">
            {failure}
          </p>
        )}
        <Card title="Your request">
          <Paragraphs text={commission.description} />
          <p className="commission-page__facts">
            {commission.size}
            {commission.wantedBy && ` · wanted by ${formatDate(commission.wantedBy)}`}
          </p>
          {commission.references.length > 0 && (
            <div className="commission-pictures">
              {commission.references.map((path) => (
                <StoredImage
                  key={path}
                  path={path}
                  sizes="160px"
                  alt="A reference picture you sent"
                />
              ))}
            </div>
          )}
          {commission.declineMessage && <Paragraphs text={commission.declineMessage} />}
        </Card>

        {quote && (
          <Card title="Your quote">
            <dl className="commission-quote">
              {quote.milestones.map((milestone) => (
                <div key={milestone._id}>
                  <dt>
                    {milestone.label}{' '}
                    <small>
                      {milestone.dueAtStage ? `at ${milestone.dueAtStage}` : 'on accepting'}
                    </small>
                  </dt>
                  <dd>{formatCents(milestone.amountCents)}</dd>
                </div>
              ))}
              <div className="commission-quote__total">
                <dt>Price</dt>
                <dd>{formatCents(quote.priceCents)}</dd>
              </div>
            </dl>
            <p>Timeline: {quote.timeline}</p>
            {commission.status === 'quoted' && (
              <>
                <p>This quote is open until {formatDateTime(quote.expiresAt)}.</p>
                <div className="commission-page__actions">
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={busy}
                    onClick={() =>
                      act((api) => api.acceptCommissionQuote({ params: { number }, query }))
                    }
                  >
                    Accept the quote
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() =>
                      act((api) => api.declineCommissionQuote({ params: { number }, query }))
                    }
                  >
                    Decline
                  </button>
                </div>
              </>
            )}
            {commission.status === 'expired' && (
              <p>This quote has expired. Write to us if you would still like the piece.</p>
            )}
          </Card>
        )}

        {money && commission.payments.length + money.balanceCents > 0 && (
          <Card title="Payments">
            <dl className="commission-quote">
              {commission.payments.map((payment) => (
                <div key={payment._id}>
                  <dt>Paid on {formatDate(payment.receivedAt)}</dt>
                  <dd>{formatCents(payment.amountCents)}</dd>
                </div>
              ))}
              <div className="commission-quote__total">
                <dt>Still to pay</dt>
                <dd>{formatCents(money.balanceCents)}</dd>
              </div>
            </dl>
            {money.dueNowCents > 0 && commission.status !== 'quoted' && (
              <ZelleDetailsContext value={zelle}>
                <ZelleInstructions total={money.dueNowCents / 100} />
              </ZelleDetailsContext>
            )}
          </Card>
        )}

        {commission.stages.length > 0 && (
          <Card title="Progress">
            <ol className="commission-timeline">
              {commission.stages.map((post) => (
                <li key={post._id}>
                  <h3>
                    {post.stage} <small>{formatDate(post.postedAt)}</small>
                  </h3>
                  {post.note && <Paragraphs text={post.note} />}
                  {post.images.length > 0 && (
                    <div className="commission-pictures">
                      {post.images.map((path) => (
                        <StoredImage
                          key={path}
                          path={path}
                          sizes="160px"
                          alt={`The ${post.stage} stage`}
                        />
                      ))}
                    </div>
                  )}
                  {post.askApproval &&
                    (post.approvedAt ? (
                      <p className="commission-timeline__approved">
                        ✓ You approved this stage on {formatDate(post.approvedAt)}
                      </p>
                    ) : (
                      <button
                        type="button"
                        className="button button--primary"
                        disabled={busy}
                        onClick={() =>
                          act((api) =>
                            api.approveCommissionStage({
                              params: { number, stageId: post._id },
                              query,
                            }),
                          )
                        }
                      >
                        Approve this stage
                      </button>
                    ))}
                </li>
              ))}
            </ol>
          </Card>
        )}

        {commission.delivery && (
          <Card title="Delivery">
            <p>
              Your piece is on its way! Follow it on{' '}
              <Link to={commission.delivery.orderPath}>order {commission.delivery.orderId}</Link>.
            </p>
            {commission.delivery.trackingNumber && (
              <p>
                {commission.delivery.carrier} tracking:{' '}
                {commission.delivery.trackingUrl ? (
                  <a href={commission.delivery.trackingUrl} target="_blank" rel="noreferrer">
                    {commission.delivery.trackingNumber}
                  </a>
                ) : (
                  commission.delivery.trackingNumber
                )}
              </p>
            )}
          </Card>
        )}
      </div>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="commissions-card">
      <h2 className="commissions-card__title">{title}</h2>
      {children}
    </section>
  );
}
