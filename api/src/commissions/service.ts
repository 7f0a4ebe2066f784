// Commissions from request to delivery: the public request (with reference images), the artist's
// quote or decline, the client's acceptance, stage posts the client may be asked to approve,
// payments against the quote's milestones, and the moves to shipping. Every step that tells the
// client something queues its mail in the step's own transaction.

import {
  canDecline,
  cancelRefusal,
  canPostStage,
  canQuote,
  canRecordPayment,
  COMMISSION_REQUEST_RECEIVED,
  COMMISSION_STATUS_LABELS,
  COMMISSION_WAITLIST_NOTE,
  commissionMoney,
  commissionPagePath,
  COMMISSIONS_CLOSED,
  DEFAULT_COMMISSION_SETTINGS,
  formatCents,
  QUOTE_EXPIRED,
  QUOTE_EXPIRY_NOTICE_HOURS,
  SLOT_HOLDING_STATUSES,
  slotsLeft,
  WAITING_STATUSES,
  type Commission,
  type CommissionClientView,
  type CommissionOpenings,
  type CommissionPage,
  type CommissionPaymentInput,
  type CommissionQuoteInput,
  type CommissionRequestAnswer,
  type CommissionRequestInput,
  type CommissionSettings,
  type CommissionShipInput,
  type CommissionStagePostInput,
  type CommissionStatus,
} from '@kawaii/shared';
import type { ImageIntake } from '../content/image-intake.ts';
import { badRequest, conflict, notFound } from '../core/errors.ts';
import type { Viewer } from '../core/viewer.ts';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { randomString } from '../db/random-pool.ts';
import { queueEmail } from '../mail/queue.ts';
import { visitorMailLimit } from '../mail/visitor-mail-limit.ts';
import type { RenderedEmail } from '../mail/render.ts';
import { mayOpenCommission } from '../policies/commissions.ts';
import { presentSettings } from '../settings/presenter.ts';
import type { SettingsStore } from '../settings/store.ts';
import type { OrderStore } from '../orders/store.ts';
import type { PaymentStore } from '../payments/store.ts';
import {
  declinedEmail,
  newRequestEmail,
  paymentRecordedEmail,
  paymentReminderEmail,
  quoteExpiredEmail,
  quoteExpiringEmail,
  quoteSentEmail,
  requestReceivedEmail,
  stagePostedEmail,
  statusEmail,
  type CommissionMailFacts,
} from './emails.ts';
import { currentStatus, presentClientView, presentCommission } from './presenter.ts';
import type { ShipCommissionOrder } from './shipping-order.ts';
import type { CommissionRecord, CommissionStore } from './store.ts';

export const COMMISSION_NOT_FOUND = 'Commission not found';
export const SHIP_WITH_TRACKING =
  'A commission ships with its address and tracking: use Ship, which makes its shipping order.';
export const STAGE_NOT_FOUND = 'No such stage is waiting for your approval';
export const PAYMENT_ABOVE_BALANCE = (balanceCents: number) =>
  `The payment is more than the ${formatCents(balanceCents)} still to pay`;

/** Where a staff member may move a commission by hand, and what each move needs. */
const STAFF_MOVES: Partial<Record<CommissionStatus, readonly CommissionStatus[]>> = {
  accepted: ['in_progress', 'awaiting_payment', 'ready_to_ship', 'cancelled'],
  in_progress: ['awaiting_payment', 'ready_to_ship', 'cancelled'],
  awaiting_payment: ['in_progress', 'ready_to_ship', 'cancelled'],
  ready_to_ship: ['in_progress', 'cancelled'],
  requested: ['cancelled'],
  expired: ['cancelled'],
  waitlisted: ['cancelled'],
  quoted: ['cancelled'],
};

export type CommissionService = ReturnType<typeof createCommissionService>;

/** What one run of the clock did. */
export interface CommissionSweep {
  expiringNotices: number;
  expired: number;
  paymentReminders: number;
}

const HOUR_MS = 3_600_000;

export interface CommissionServiceDeps {
  db: Db;
  store: CommissionStore;
  settings: SettingsStore;
  payments: PaymentStore;
  images: ImageIntake;
  /** Makes the shipping order of a finished commission (inside the ship's transaction). */
  shipOrder: ShipCommissionOrder;
  /** Reads the shipping order back for the pages. */
  orders: Pick<OrderStore, 'findById'>;
  publicOrigin?: string | null;
  now?: () => Date;
}

export function createCommissionService({
  db,
  store,
  settings: shopSettings,
  payments,
  images,
  shipOrder,
  orders,
  publicOrigin = null,
  now = () => new Date(),
}: CommissionServiceDeps) {
  const origin = publicOrigin ?? '';

  function settings(): CommissionSettings {
    return { ...DEFAULT_COMMISSION_SETTINGS, ...(store.settings() ?? {}) };
  }

  function holdingCount(): number {
    const counts = store.counts();
    return SLOT_HOLDING_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  }

  /** 1 for the next in line, among requests waiting or pieces in the making; else null. */
  function queuePosition(record: CommissionRecord): number | null {
    const group = WAITING_STATUSES.includes(record.status)
      ? WAITING_STATUSES
      : SLOT_HOLDING_STATUSES.includes(record.status)
        ? SLOT_HOLDING_STATUSES
        : null;
    if (!group) return null;
    const orderedBy = (other: CommissionRecord) =>
      group === WAITING_STATUSES ? other.createdAt : (other.acceptedAt ?? other.createdAt);
    const ahead = store
      .list()
      .filter((other) => group.includes(other.status) && other.id !== record.id)
      .filter((other) => orderedBy(other) < orderedBy(record)).length;
    return ahead + 1;
  }

  function facts(record: CommissionRecord) {
    return {
      record,
      posts: store.stagePosts(record.id),
      payments: payments.of('commission', record.id),
      queuePosition: queuePosition(record),
      order: record.orderId ? orders.findById(record.orderId) : null,
      graceDays: settings().graceDays,
      now: now(),
    };
  }

  const staffView = (record: CommissionRecord): Commission => presentCommission(facts(record));
  const clientView = (record: CommissionRecord): CommissionClientView =>
    presentClientView(facts(record));

  function mailFacts(record: CommissionRecord): CommissionMailFacts {
    return {
      commission: record,
      shopName: presentSettings(shopSettings.get()).shopName,
      pageUrl: `${origin}${commissionPagePath(record.number, record.clientKey)}`,
    };
  }

  /** With `onceKey`, a mail the clock sends is queued at most once however often it runs. */
  function mailClient(
    record: CommissionRecord,
    kind: string,
    email: RenderedEmail,
    onceKey: string | null = null,
  ): void {
    queueEmail(
      db,
      { ...email, kind, to: record.email, userId: record.userId, relatedId: record.id, onceKey },
      now(),
    );
  }

  /** A quote past its expiry is written down as expired, and the client told. */
  function expireQuote(id: string): boolean {
    return store.transaction(() => {
      const record = store.findById(id);
      if (!record || record.status !== 'quoted' || currentStatus(record, now()) !== 'expired') {
        return false;
      }
      const next = save(record, { status: 'expired' });
      mailClient(
        next,
        'commission-quote-expired',
        quoteExpiredEmail(mailFacts(next)),
        `commission-quote-expired:${next.id}:${next.quote!.sentAt}`,
      );
      return true;
    });
  }

  function requireRecord(id: string): CommissionRecord {
    const record = store.findById(id);
    if (!record) throw notFound(COMMISSION_NOT_FOUND);
    return record;
  }

  /** The client's commission, by number and key (or its signed-in owner); 404 for anyone else. */
  function requireOwn(numberText: string, key: string | undefined, viewer: Viewer) {
    const number = /^\d{1,9}$/.test(numberText) ? Number(numberText) : null;
    const record = number === null ? null : store.findByNumber(number);
    if (!mayOpenCommission(record, key, viewer)) throw notFound(COMMISSION_NOT_FOUND);
    return record!;
  }

  function save(record: CommissionRecord, changes: Partial<CommissionRecord>): CommissionRecord {
    const next = { ...record, ...changes, updatedAt: now().toISOString() };
    store.update(next);
    return next;
  }

  return {
    openings(): CommissionOpenings {
      const current = settings();
      return {
        status: current.status,
        slotsLeft: current.status === 'closed' ? 0 : slotsLeft(current.slots, holdingCount()),
        intro: current.intro,
        terms: current.terms,
        stages: current.stages,
      };
    },

    settings,

    saveSettings(input: CommissionSettings): CommissionSettings {
      store.saveSettings(input);
      return settings();
    },

    /**
     * A client's request. While commissions are closed it is refused; with no slot left (or
     * waitlist-only) it joins the waitlist. The reference images are stored first (each checked
     * as an image on the way in), then the request and its two mails in one transaction.
     */
    async request(
      input: CommissionRequestInput,
      references: Buffer[],
      viewer: Viewer,
    ): Promise<CommissionRequestAnswer & { message: string }> {
      const current = settings();
      if (current.status === 'closed') throw badRequest(COMMISSIONS_CLOSED);
      const paths = await images.store(references, viewer.userId);
      return store.transaction(() => {
        const open = current.status === 'open' && slotsLeft(current.slots, holdingCount()) > 0;
        const createdAt = now().toISOString();
        const record = store.insert({
          id: newId(),
          clientKey: randomString(24, 'base64url'),
          status: open ? 'requested' : 'waitlisted',
          name: input.name,
          email: input.email,
          userId: viewer.userId,
          description: input.description,
          size: input.size,
          budgetMinCents: input.budgetMin ?? null,
          budgetMaxCents: input.budgetMax ?? null,
          wantedBy: input.wantedBy ?? null,
          references: paths,
          createdAt,
        });
        // The address is typed by the visitor: at most a few mails an hour reach it (no relay).
        const limit = visitorMailLimit(db);
        const emailed = limit.allows(record.email, now());
        if (emailed) {
          mailClient(record, 'commission-request', requestReceivedEmail(mailFacts(record)));
        }
        const contact = presentSettings(shopSettings.get()).contactEmail;
        if (contact && limit.allows(contact, now())) {
          queueEmail(
            db,
            {
              ...newRequestEmail(mailFacts(record), `${origin}/admin?tab=commissions`),
              kind: 'commission-new-request',
              to: contact,
              relatedId: record.id,
            },
            now(),
          );
        }
        return {
          number: record.number,
          key: record.clientKey,
          status: record.status as 'requested' | 'waitlisted',
          emailed,
          message: open ? COMMISSION_REQUEST_RECEIVED : COMMISSION_WAITLIST_NOTE,
        };
      });
    },

    list(status?: CommissionStatus): CommissionPage {
      const records = store
        .list()
        .filter((record) => status === undefined || currentStatus(record, now()) === status);
      return { commissions: records.map(staffView), counts: store.counts() };
    },

    get(id: string): Commission {
      return staffView(requireRecord(id));
    },

    lookup(numberText: string, key: string | undefined, viewer: Viewer): CommissionClientView {
      return clientView(requireOwn(numberText, key, viewer));
    },

    /** The signed-in client's own commissions, for the dashboard. */
    mine(viewer: Viewer): CommissionClientView[] {
      if (viewer.userId === null) return [];
      return store.listOfUser(viewer.userId).map(clientView);
    },

    quote(id: string, input: CommissionQuoteInput): Commission {
      return store.transaction(() => {
        const record = requireRecord(id);
        if (!canQuote(currentStatus(record, now())) && record.status !== 'quoted') {
          throw conflict(`A ${label(record)} commission cannot be quoted.`);
        }
        if (Date.parse(input.expiresAt) <= +now()) {
          throw badRequest('The expiry date must be in the future', {
            expiresAt: 'The expiry date must be in the future',
          });
        }
        const stages = new Set(settings().stages);
        const unknown = input.milestones.find(
          (milestone) => milestone.dueAtStage && !stages.has(milestone.dueAtStage),
        );
        if (unknown) {
          throw badRequest(`“${unknown.dueAtStage}” is not one of the stages`, {
            milestones: `“${unknown.dueAtStage}” is not one of the stages`,
          });
        }
        const next = save(record, {
          status: 'quoted',
          quote: {
            priceCents: input.priceCents,
            timeline: input.timeline,
            milestones: input.milestones.map((milestone) => ({
              _id: newId(),
              label: milestone.label,
              amountCents: milestone.amountCents,
              ...(milestone.dueAtStage ? { dueAtStage: milestone.dueAtStage } : {}),
            })),
            expiresAt: new Date(input.expiresAt).toISOString(),
            sentAt: now().toISOString(),
          },
        });
        mailClient(next, 'commission-quote', quoteSentEmail(mailFacts(next)));
        return staffView(next);
      });
    },

    decline(id: string, message: string): Commission {
      return store.transaction(() => {
        const record = requireRecord(id);
        if (!canDecline(record.status)) {
          throw conflict(`A ${label(record)} commission cannot be declined.`);
        }
        const next = save(record, { status: 'declined', declineMessage: message || null });
        mailClient(next, 'commission-declined', declinedEmail(mailFacts(next)));
        return staffView(next);
      });
    },

    /** The client accepts the quote: the commission takes a slot and its place in the queue. */
    accept(numberText: string, key: string | undefined, viewer: Viewer): CommissionClientView {
      return store.transaction(() => {
        const record = requireOwn(numberText, key, viewer);
        const status = currentStatus(record, now());
        if (status === 'expired') throw badRequest(QUOTE_EXPIRED);
        if (status !== 'quoted') throw conflict('There is no quote waiting to be accepted.');
        const next = save(record, { status: 'accepted', acceptedAt: now().toISOString() });
        return clientView(next);
      });
    },

    /** The client turns the quote down. */
    declineQuote(
      numberText: string,
      key: string | undefined,
      viewer: Viewer,
    ): CommissionClientView {
      return store.transaction(() => {
        const record = requireOwn(numberText, key, viewer);
        if (currentStatus(record, now()) !== 'quoted') {
          throw conflict('There is no quote waiting for an answer.');
        }
        return clientView(save(record, { status: 'declined' }));
      });
    },

    async postStage(
      id: string,
      input: CommissionStagePostInput,
      pictures: Buffer[],
      viewer: Viewer,
    ): Promise<Commission> {
      const before = requireRecord(id);
      if (!canPostStage(before.status)) {
        throw conflict(`A ${label(before)} commission has no stages to post.`);
      }
      if (!settings().stages.includes(input.stage)) {
        throw badRequest(`“${input.stage}” is not one of the stages`, {
          stage: `“${input.stage}” is not one of the stages`,
        });
      }
      images.assertStored(input.imagePaths, 'imagePaths');
      const paths = [...input.imagePaths, ...(await images.store(pictures, viewer.userId))];
      return store.transaction(() => {
        const record = requireRecord(id);
        if (!canPostStage(record.status)) {
          throw conflict(`A ${label(record)} commission has no stages to post.`);
        }
        store.addStagePost({
          id: newId(),
          commissionId: id,
          stage: input.stage,
          note: input.note,
          images: paths,
          askApproval: input.askApproval,
          postedAt: now().toISOString(),
        });
        const next = save(record, {
          status: record.status === 'accepted' ? 'in_progress' : record.status,
        });
        mailClient(
          next,
          input.askApproval ? 'commission-approval' : 'commission-stage',
          stagePostedEmail(mailFacts(next), input.stage, input.askApproval),
        );
        return staffView(next);
      });
    },

    approveStage(
      numberText: string,
      postId: string,
      key: string | undefined,
      viewer: Viewer,
    ): CommissionClientView {
      return store.transaction(() => {
        const record = requireOwn(numberText, key, viewer);
        if (!store.approveStagePost(record.id, postId, now().toISOString())) {
          throw notFound(STAGE_NOT_FOUND);
        }
        return clientView(save(record, {}));
      });
    },

    /** A payment received by Zelle; never more than what is still to pay. */
    recordPayment(id: string, input: CommissionPaymentInput, viewer: Viewer): Commission {
      return store.transaction(() => {
        const record = requireRecord(id);
        if (!record.quote || !canRecordPayment(record.status)) {
          throw conflict('Payments are recorded once the client has accepted the quote.');
        }
        const paid = payments.paidCents('commission', id);
        const { balanceCents } = commissionMoney(record.quote.priceCents, [], [paid], new Set());
        if (input.amountCents > balanceCents) {
          throw badRequest(PAYMENT_ABOVE_BALANCE(balanceCents), {
            amountCents: PAYMENT_ABOVE_BALANCE(balanceCents),
          });
        }
        payments.insert({
          id: newId(),
          subject: 'commission',
          subjectId: id,
          amountCents: input.amountCents,
          receivedAt: input.receivedAt
            ? new Date(input.receivedAt).toISOString()
            : now().toISOString(),
          method: 'zelle',
          reference: input.reference || null,
          note: input.note || null,
          recordedBy: viewer.userId,
          createdAt: now().toISOString(),
        });
        const next = save(record, {});
        mailClient(
          next,
          'commission-payment',
          paymentRecordedEmail(
            mailFacts(next),
            input.amountCents,
            balanceCents - input.amountCents,
          ),
        );
        return staffView(next);
      });
    },

    /**
     * The finished, fully paid commission ships: its shipping order is made (address, zone,
     * carrier, tracking), the client gets the order's tracking mail, and the commission is
     * shipped. Refused while a balance is due or before the last stage is posted.
     */
    ship(id: string, input: CommissionShipInput, viewer: Viewer): Commission {
      return store.transaction(() => {
        const record = requireRecord(id);
        const from = currentStatus(record, now());
        if (!SLOT_HOLDING_STATUSES.includes(from) || !record.quote) {
          throw conflict(`A ${label(record)} commission cannot be shipped.`);
        }
        const view = staffView(record);
        if (view.money && view.money.balanceCents > 0) {
          throw conflict(
            `${formatCents(view.money.balanceCents)} is still to pay: the balance is due before shipping.`,
          );
        }
        const lastStage = settings().stages.at(-1)!;
        if (!view.stages.some((post) => post.stage === lastStage)) {
          throw conflict(`Post the last stage (${lastStage}) before shipping.`);
        }
        const at = now().toISOString();
        const order = shipOrder(
          record,
          record.quote.priceCents,
          { ...input, note: input.note ?? '' },
          viewer.userId,
          at,
        );
        return staffView(save(record, { status: 'shipped', orderId: order.id }));
      });
    },

    /** Staff move the commission along: waiting for payment, ready to ship, shipped, cancelled. */
    move(id: string, status: CommissionStatus): Commission {
      return store.transaction(() => {
        const record = requireRecord(id);
        const from = currentStatus(record, now());
        if (from === status) return staffView(record);
        if (!(STAFF_MOVES[from] ?? []).includes(status)) {
          throw conflict(
            `A ${label(record)} commission cannot become ${COMMISSION_STATUS_LABELS[status].toLowerCase()}.`,
          );
        }
        if (status === 'shipped') throw conflict(SHIP_WITH_TRACKING);
        if (status === 'cancelled' && SLOT_HOLDING_STATUSES.includes(from)) {
          const refusal = cancelRefusal(
            staffView(record).unpaidMilestone,
            settings().graceDays,
            now(),
          );
          if (refusal) throw conflict(refusal);
        }
        const next = save(record, { status });
        const words: Partial<Record<CommissionStatus, [string, string]>> = {
          awaiting_payment: [
            `A payment is due for commission #${next.number}`,
            'The next milestone of your piece is due. The amounts and how to pay are on your page.',
          ],
          ready_to_ship: [
            `Commission #${next.number} is ready to ship`,
            'Your piece is finished and ready to ship!',
          ],
          shipped: [`Commission #${next.number} has shipped`, 'Your piece is on its way to you!'],
          cancelled: [
            `Commission #${next.number} was cancelled`,
            'Your commission was cancelled under the terms you accepted.',
          ],
        };
        const mail = words[status];
        if (mail) mailClient(next, `commission-${status}`, statusEmail(mailFacts(next), ...mail));
        return staffView(next);
      });
    },

    /**
     * What the clock does, run by the server every few minutes: a notice for each quote about to
     * expire, expiry (written down, the client told) of each quote past its date, and a reminder
     * for each milestone overdue. Each mail goes once, whatever how often this runs.
     */
    sweep(): CommissionSweep {
      const at = now();
      const done: CommissionSweep = { expiringNotices: 0, expired: 0, paymentReminders: 0 };
      for (const record of store.list('quoted')) {
        if (!record.quote) continue;
        const expiresAt = Date.parse(record.quote.expiresAt);
        if (expiresAt < +at) {
          if (expireQuote(record.id)) done.expired += 1;
        } else if (expiresAt - +at <= QUOTE_EXPIRY_NOTICE_HOURS * HOUR_MS) {
          const queued = store.transaction(() =>
            queueEmail(
              db,
              {
                ...quoteExpiringEmail(mailFacts(record)),
                kind: 'commission-quote-expiring',
                to: record.email,
                userId: record.userId,
                relatedId: record.id,
                onceKey: `commission-quote-expiring:${record.id}:${record.quote!.sentAt}`,
              },
              at,
            ),
          );
          if (queued !== null) done.expiringNotices += 1;
        }
      }
      for (const record of store
        .list()
        .filter((one) => SLOT_HOLDING_STATUSES.includes(one.status))) {
        const unpaid = staffView(record).unpaidMilestone;
        if (!unpaid || Date.parse(unpaid.remindAt) > +at) continue;
        const queued = store.transaction(() =>
          queueEmail(
            db,
            {
              ...paymentReminderEmail(mailFacts(record), unpaid),
              kind: 'commission-payment-reminder',
              to: record.email,
              userId: record.userId,
              relatedId: record.id,
              onceKey: `commission-payment-reminder:${record.id}:${unpaid.milestoneId}`,
            },
            at,
          ),
        );
        if (queued !== null) done.paymentReminders += 1;
      }
      return done;
    },
  };

  function label(record: CommissionRecord): string {
    return COMMISSION_STATUS_LABELS[currentStatus(record, now())].toLowerCase();
  }
}
