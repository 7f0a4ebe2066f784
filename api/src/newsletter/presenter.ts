import type { Campaign, Subscriber } from '@kawaii/shared';
import type { CampaignRecord, SubscriberRecord } from './store.ts';

export function presentSubscriber(record: SubscriberRecord): Subscriber {
  return {
    _id: record.id,
    email: record.email,
    status: record.status,
    source: record.source,
    createdAt: record.createdAt,
    confirmedAt: record.confirmedAt,
    unsubscribedAt: record.unsubscribedAt,
  };
}

export function presentCampaign(record: CampaignRecord): Campaign {
  return {
    _id: record.id,
    subject: record.subject,
    text: record.text,
    blocks: record.blocks,
    status: record.status,
    scheduledAt: record.scheduledAt,
    sent: record.sent,
    total: record.total,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    sentAt: record.sentAt,
    version: record.version,
  };
}
