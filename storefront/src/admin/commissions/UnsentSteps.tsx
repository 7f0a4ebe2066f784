// In the studio: the quotes, declines and stage posts written while the shop was out of reach,
// waiting for the next sync, and any the shop refused (with its reason), to send again or let
// go. The web admin sends each step at once, so it has none and shows nothing.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatLocalDateTime, type UnsentCommissionStep } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';

/** Not an operation of the shop: the studio's own queue. */
const UNSENT_KEY = ['unsentCommissionSteps'] as const;

export function UnsentSteps() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const unsent = api.unsentCommissionSteps;
  const steps = useQuery({
    queryKey: UNSENT_KEY,
    queryFn: () => unsent!.call(api),
    enabled: unsent !== undefined,
    refetchInterval: 5000,
  }).data;
  if (!steps || steps.length === 0) return null;

  async function settle(work: Promise<UnsentCommissionStep[]>) {
    queryClient.setQueryData(UNSENT_KEY, await work);
    await queryClient.invalidateQueries({ queryKey: ['listCommissions'] });
  }

  return (
    <section className="commission-unsent" aria-labelledby="commission-unsent-title">
      <h3 id="commission-unsent-title">Not sent to the shop yet</h3>
      <ul>
        {steps.map((step) => (
          <li
            key={step.id}
            className={`commission-unsent__step commission-unsent__step--${step.state}`}
          >
            <span>
              {step.commissionNumber !== null ? `#${step.commissionNumber} · ` : ''}
              {step.summary} · written {formatLocalDateTime(step.writtenAt)}
            </span>
            {step.state === 'waiting' ? (
              <span className="commission-unsent__state">Goes with the next sync</span>
            ) : (
              <>
                <span className="commission-unsent__state" role="alert">
                  The shop refused it: {step.problem}
                </span>
                <span className="commission-unsent__actions">
                  <button
                    type="button"
                    className="button"
                    onClick={() => void settle(api.retryCommissionStep!(step.id))}
                  >
                    Send again
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => void settle(api.discardCommissionStep!(step.id))}
                  >
                    Let it go
                  </button>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
