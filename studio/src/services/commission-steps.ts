// The Commissions screen offline. The queue the shop last answered is kept on this computer, and
// what the artist writes (a quote, a decline with its message, a stage post with its note and
// pictures from her media library) is kept as a step waiting for the shop: shown at once on the
// commission it belongs to, sent in the order written when the shop is reachable, and never
// dropped without her say. A step the shop refuses stays, with the shop's reason, until she
// sends it again or lets it go.
import { readFile } from 'node:fs/promises';
import {
  AdminApiError,
  formatCents,
  isUnreachable,
  unreachable,
  type Commission,
  type CommissionQuoteInput,
  type CommissionSettings,
  type CommissionStagePostInput,
  type UnsentCommissionStep,
} from '@kawaii/shared';
import type { MediaLibrary } from './media-library.ts';
import type { RecordStore } from './record-store.ts';
import { localImageId, localImagePath } from './references.ts';
import type { ShopClient } from './shop-client.ts';
import type { PushOutcome } from './push-outbox.ts';

/** The queue as the shop last answered it, one record per commission. */
export const COMMISSIONS_COLLECTION = 'commissions';
/** The commission settings as last read (the stages the forms offer). */
const COMMISSION_SETTINGS_COLLECTION = 'commission-settings';
const SETTINGS_ID = 'commission-settings';
/** The steps waiting for the shop, kept as drafts (written to disk before she is answered). */
const STEPS_COLLECTION = 'commission-steps';

/** Tries of a step the shop keeps failing on (5xx) before it is shown as refused. */
const MAX_ATTEMPTS = 5;
/** Statuses that say "not now": the step stays waiting and goes with a later sync. */
const RETRY_LATER = new Set([408, 425, 429, 500, 502, 503, 504]);

type StepInput =
  | { kind: 'quote'; input: CommissionQuoteInput }
  | { kind: 'decline'; input: { message: string } }
  | { kind: 'stage'; input: CommissionStagePostInput };

type StoredStep = StepInput & {
  _id: string;
  commissionId: string;
  state: 'waiting' | 'refused';
  problem: string | null;
  attempts: number;
  writtenAt: string;
};

export type CommissionSteps = ReturnType<typeof createCommissionSteps>;

export function createCommissionSteps({
  records,
  media,
  client,
}: {
  records: RecordStore;
  media: MediaLibrary;
  client: ShopClient;
}) {
  let counter = 0;
  /** Ids that sort in the order written, across restarts. */
  const nextId = () =>
    `step-${Date.now().toString(36).padStart(10, '0')}-${(counter++).toString(36).padStart(4, '0')}`;

  function steps(): StoredStep[] {
    return records
      .list<StoredStep>(STEPS_COLLECTION)
      .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  }

  function summaryOf(step: StepInput): string {
    switch (step.kind) {
      case 'quote':
        return `Quote of ${formatCents(step.input.priceCents)}`;
      case 'decline':
        return step.input.message ? `Decline: “${step.input.message}”` : 'Decline';
      case 'stage': {
        const pictures = step.input.imagePaths.length;
        return `Stage ${step.input.stage}${pictures > 0 ? ` with ${pictures} picture${pictures === 1 ? '' : 's'}` : ''}`;
      }
    }
  }

  function present(step: StoredStep): UnsentCommissionStep {
    const commission = records.serverCopy<Commission>(COMMISSIONS_COLLECTION, step.commissionId);
    return {
      id: step._id,
      commissionId: step.commissionId,
      commissionNumber: commission?.number ?? null,
      kind: step.kind,
      summary: summaryOf(step),
      state: step.state,
      problem: step.problem,
      writtenAt: step.writtenAt,
    };
  }

  /** The commission as she sees it: the shop's copy with her waiting steps applied. */
  function withSteps(commission: Commission): Commission {
    let view = commission;
    for (const step of steps()) {
      if (step.commissionId !== commission._id || step.state !== 'waiting') continue;
      if (step.kind === 'quote') {
        view = {
          ...view,
          status: 'quoted',
          quote: {
            ...step.input,
            milestones: step.input.milestones.map((milestone, index) => ({
              _id: `${step._id}-${index}`,
              label: milestone.label,
              amountCents: milestone.amountCents,
              ...(milestone.dueAtStage ? { dueAtStage: milestone.dueAtStage } : {}),
            })),
            expiresAt: new Date(step.input.expiresAt).toISOString(),
            sentAt: step.writtenAt,
          },
        };
      } else if (step.kind === 'decline') {
        view = { ...view, status: 'declined', declineMessage: step.input.message || null };
      } else {
        view = {
          ...view,
          status: view.status === 'accepted' ? 'in_progress' : view.status,
          stages: [
            ...view.stages,
            {
              _id: step._id,
              stage: step.input.stage,
              note: step.input.note,
              images: step.input.imagePaths,
              askApproval: step.input.askApproval,
              approvedAt: null,
              postedAt: step.writtenAt,
            },
          ],
        };
      }
    }
    return view;
  }

  function requireCopy(id: string): Commission {
    const copy = records.serverCopy<Commission>(COMMISSIONS_COLLECTION, id);
    if (!copy) throw new AdminApiError({ status: 404, message: 'Commission not found' });
    return copy;
  }

  /** A picture of her media library goes up first; the step then names the shop's path. */
  async function uploadedPath(path: string): Promise<string> {
    const imageId = localImageId(path);
    if (imageId === null) return path;
    const image = media.find(imageId);
    if (!image) {
      throw new AdminApiError({ status: 410, message: 'A picture is no longer in the studio' });
    }
    if (image.uploadedPath !== null) return image.uploadedPath;
    const bytes = await readFile(image.filePath).catch(() => {
      throw new AdminApiError({
        status: 410,
        message: `${image.filePath} is no longer on this computer`,
      });
    });
    const uploaded: unknown = await client.uploadImage(bytes, image.fileName);
    const serverPath =
      typeof uploaded === 'object' && uploaded !== null && 'path' in uploaded
        ? (uploaded as { path: unknown }).path
        : null;
    if (typeof serverPath !== 'string') throw unreachable('The shop’s answer was not understood');
    // Remembered at once: a retry never uploads the picture a second time.
    media.markUploaded(image.id, serverPath);
    records.replaceInDrafts(localImagePath(image.id), serverPath);
    return serverPath;
  }

  async function send(step: StoredStep): Promise<Commission> {
    const params = { params: { id: step.commissionId } };
    switch (step.kind) {
      case 'quote':
        return client.api.quoteCommission({ ...params, body: step.input });
      case 'decline':
        return client.api.declineCommissionRequest({ ...params, body: step.input });
      case 'stage': {
        const imagePaths: string[] = [];
        for (const path of step.input.imagePaths) imagePaths.push(await uploadedPath(path));
        return client.api.postCommissionStage({
          ...params,
          body: { ...step.input, imagePaths },
        });
      }
    }
  }

  function isCommission(answer: unknown): answer is Commission {
    return (
      typeof answer === 'object' &&
      answer !== null &&
      typeof (answer as { _id?: unknown })._id === 'string' &&
      typeof (answer as { number?: unknown }).number === 'number'
    );
  }

  return {
    /** Steps not yet taken by the shop, waiting or refused: the sync counts them as pending. */
    count(): number {
      return steps().length;
    },

    unsent(): UnsentCommissionStep[] {
      return steps().map(present);
    },

    /** Keeps the step (on disk before she is answered) and answers the commission with it. */
    write(commissionId: string, step: StepInput): Commission {
      const copy = requireCopy(commissionId);
      const stored: StoredStep = {
        ...step,
        _id: nextId(),
        commissionId,
        state: 'waiting',
        problem: null,
        attempts: 0,
        writtenAt: new Date().toISOString(),
      } as StoredStep;
      records.putDraft(STEPS_COLLECTION, stored);
      return withSteps(copy);
    },

    retry(id: string): UnsentCommissionStep[] {
      const step = records.find<StoredStep>(STEPS_COLLECTION, id);
      if (step) {
        const again: StoredStep = { ...step, state: 'waiting', problem: null, attempts: 0 };
        records.putDraft(STEPS_COLLECTION, again);
      }
      return steps().map(present);
    },

    discard(id: string): UnsentCommissionStep[] {
      records.removeDraft(STEPS_COLLECTION, id);
      return steps().map(present);
    },

    /** Remembers what the shop answered, for the screen offline. */
    keepList(commissions: readonly Commission[], complete: boolean): void {
      if (complete) records.replaceServerCopies(COMMISSIONS_COLLECTION, commissions);
      else
        for (const commission of commissions)
          records.putServerCopy(COMMISSIONS_COLLECTION, commission);
    },
    keep(commission: Commission): void {
      records.putServerCopy(COMMISSIONS_COLLECTION, commission);
    },
    keepSettings(settings: CommissionSettings): void {
      records.putServerCopy(COMMISSION_SETTINGS_COLLECTION, { ...settings, _id: SETTINGS_ID });
    },
    keptSettings(): CommissionSettings | null {
      const kept = records.serverCopy<CommissionSettings & { _id?: string }>(
        COMMISSION_SETTINGS_COLLECTION,
        SETTINGS_ID,
      );
      if (!kept) return null;
      const { _id: _ignored, ...settings } = kept;
      return settings;
    },
    kept(id: string): Commission {
      return withSteps(requireCopy(id));
    },
    keptList(): Commission[] {
      return records.serverCopies<Commission>(COMMISSIONS_COLLECTION).map(withSteps);
    },
    withSteps,

    /**
     * Sends the waiting steps in the order written. A step refused by the shop stays, with its
     * reason, and the later steps of that commission wait behind it.
     */
    async push(): Promise<PushOutcome> {
      const held = new Set<string>();
      for (const step of steps()) {
        if (step.state !== 'waiting' || held.has(step.commissionId)) {
          held.add(step.commissionId);
          continue;
        }
        try {
          const answer: unknown = await send(step);
          if (!isCommission(answer)) throw unreachable('The shop’s answer was not understood');
          records.putServerCopy(COMMISSIONS_COLLECTION, answer);
          records.removeDraft(STEPS_COLLECTION, step._id);
        } catch (error) {
          if (isUnreachable(error))
            return { kind: 'unreachable', message: (error as Error).message };
          if (!(error instanceof AdminApiError)) throw error;
          if (error.status === 401) return { kind: 'signed-out' };
          if (error.status === 403) return { kind: 'forbidden', message: error.message };
          const attempts = step.attempts + 1;
          const refused = !RETRY_LATER.has(error.status) || attempts >= MAX_ATTEMPTS;
          const kept: StoredStep = {
            ...step,
            attempts,
            state: refused ? 'refused' : 'waiting',
            problem: refused ? error.message : null,
          };
          records.putDraft(STEPS_COLLECTION, kept);
          held.add(step.commissionId);
        }
      }
      return { kind: 'done' };
    },
  };
}
