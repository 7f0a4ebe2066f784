// Staff's campaigns through the API: written with the shop's blocks, tried on oneself, sent to
// the confirmed subscribers only in batches, each mail with the one-click unsubscribe headers
// and a visible link; the confirmed subscribers as CSV.

import { describe, expect, it } from 'vitest';
import type { Campaign, SubscriberPage } from '@kawaii/shared';
import { buildArtwork, buildPost, buildProduct } from '../test/factories.ts';
import { asStaff, useStaffApp } from '../test/staff-app.ts';
import { mailOf, newsletterOver } from './test-helpers.ts';

const suite = useStaffApp('admin', {
  perTest: true,
  customer: true,
  staffFields: { email: 'momo@kawaii-atelier.example' },
});
const staff = asStaff(suite);

/** Confirmed subscribers written straight to the table (sign-up is tested on its own). */
function subscribers(count: number, status = 'confirmed'): string[] {
  const insert = suite.app.db.prepare(
    `INSERT INTO newsletter_subscribers (id, email, status, source, unsubscribe_token, created_at,
       confirmed_at, updated_at)
     VALUES (?, ?, ?, 'footer /', ?, ?, ?, ?)`,
  );
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${status}${i}@example.test`;
    const at = new Date(Date.now() - (count - i) * 1000).toISOString();
    insert.run(`${status}-${i}`, email, status, `token-${status}-${i}`, at, at, at);
    emails.push(email);
  }
  return emails;
}

/** A field patch as the studio's sync sends it. */
const patch = (path: string, body: unknown) =>
  suite.app.get(path, {
    method: 'PATCH',
    headers: { ...suite.staff, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function createCampaign(body: unknown): Promise<Campaign> {
  const answer = await staff.json('POST', '/api/newsletter/campaigns', body);
  expect(answer.status).toBe(201);
  return (await answer.json()) as Campaign;
}

describe('newsletter campaigns', () => {
  it('a campaign shows products, artworks and a post as cards and carries the unsubscribe headers', async () => {
    const plush = buildProduct(suite.app.db, {
      title: 'Strawberry Bunny Plush',
      priceCents: 3200,
      images: ['/uploads/bunny.webp'],
    });
    const painting = buildArtwork(suite.app.db, { title: 'Moonlit Tea Party' });
    const post = buildPost(suite.app.db, { title: 'Studio diary', published: true });
    const draft = buildProduct(suite.app.db, { title: 'Secret doll', published: false });
    const [subscriber] = subscribers(1);
    const campaign = await createCampaign({
      subject: 'New dolls on Friday',
      text: 'Hello friends!\n\nThe new dolls arrive on Friday.',
      blocks: [
        { kind: 'product', id: plush.id },
        { kind: 'artwork', id: painting.id },
        { kind: 'post', id: post.id },
        { kind: 'product', id: draft.id },
      ],
    });
    expect(campaign).toMatchObject({ status: 'draft', sent: 0, total: 0 });

    const sent = await staff.json('POST', `/api/newsletter/campaigns/${campaign._id}/send`, {});
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ status: 'sending', sent: 0, total: 1 });
    newsletterOver(suite.app.db).pacer.round();

    const [mail] = mailOf(suite.app.db, 'newsletter');
    expect(mail!.to_address).toBe(subscriber);
    expect(mail!.subject).toBe('New dolls on Friday');
    const headers = JSON.parse(mail!.headers!) as Record<string, string>;
    expect(headers).toEqual({
      'List-Unsubscribe':
        '<https://shop.example/api/newsletter/unsubscribe?token=token-confirmed-0>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    for (const part of [mail!.text_body, mail!.html_body]) {
      expect(part).toContain('https://shop.example/newsletter/unsubscribe?token=token-confirmed-0');
      expect(part).toContain('Strawberry Bunny Plush');
      expect(part).toContain('Moonlit Tea Party');
      expect(part).toContain('Studio diary');
      expect(part).toContain('The new dolls arrive on Friday.');
      expect(part).not.toContain('Secret doll');
    }
    expect(mail!.html_body).toContain('https://shop.example/uploads/bunny.webp');
    expect(mail!.text_body).toContain(`https://shop.example/shop/${plush.id}`);

    // Sending again is refused, and so is changing it.
    const twice = await staff.json('POST', `/api/newsletter/campaigns/${campaign._id}/send`, {});
    expect(twice.status).toBe(409);
    const edit = await staff.json('PUT', `/api/newsletter/campaigns/${campaign._id}`, {
      subject: 'Changed',
    });
    expect(edit.status).toBe(409);
  });

  it('refuses a save from an older version with the shop’s copy, and patches field by field', async () => {
    const campaign = await createCampaign({ subject: 'Drop day', text: 'Hi' });
    expect(campaign.version).toBe(1);
    const web = await staff.json('PUT', `/api/newsletter/campaigns/${campaign._id}`, {
      subject: 'Drop day!',
      text: 'Hi',
      version: 1,
    });
    expect(await web.json()).toMatchObject({ subject: 'Drop day!', version: 2 });

    const stale = await staff.json('PUT', `/api/newsletter/campaigns/${campaign._id}`, {
      subject: 'Drop day (studio)',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ current: { subject: 'Drop day!', version: 2 } });

    const patched = await patch(`/api/newsletter/campaigns/${campaign._id}`, {
      version: 2,
      text: 'Hello friends',
    });
    expect(await patched.json()).toMatchObject({
      subject: 'Drop day!',
      text: 'Hello friends',
      version: 3,
    });
    const unknown = await patch(`/api/newsletter/campaigns/${campaign._id}`, {
      version: 3,
      status: 'sent',
    });
    expect(unknown.status).toBe(400);
  });

  it('deletes a draft on the version read, and never a campaign that went out', async () => {
    const draft = await createCampaign({ subject: 'Never mind' });
    const stale = await staff.delete(`/api/newsletter/campaigns/${draft._id}?version=7`);
    expect(stale.status).toBe(409);
    const gone = await staff.delete(`/api/newsletter/campaigns/${draft._id}?version=1`);
    expect(await gone.json()).toEqual({ message: 'Campaign deleted' });

    const sent = await createCampaign({ subject: 'Out there' });
    await staff.json('POST', `/api/newsletter/campaigns/${sent._id}/send`, {});
    const refused = await staff.delete(`/api/newsletter/campaigns/${sent._id}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message: 'This campaign is already sending or sent',
    });
    const list = (await (
      await suite.app.get('/api/newsletter/campaigns', { headers: suite.staff })
    ).json()) as Campaign[];
    expect(list.map((c) => c.subject)).toEqual(['Out there']);
  });

  it('sends a test to the staff member only', async () => {
    subscribers(3);
    const campaign = await createCampaign({ subject: 'Try me', text: 'Hi' });
    const answer = await staff.json('POST', `/api/newsletter/campaigns/${campaign._id}/test`, {});
    expect(answer.status).toBe(200);
    expect(
      mailOf(suite.app.db, 'newsletter-test').map((mail) => [mail.to_address, mail.subject]),
    ).toEqual([['momo@kawaii-atelier.example', '[Test] Try me']]);
    expect(mailOf(suite.app.db, 'newsletter')).toHaveLength(0);
  });

  it('goes out in batches to the confirmed subscribers only, and ends sent', async () => {
    subscribers(5);
    subscribers(2, 'pending');
    subscribers(2, 'unsubscribed');
    const campaign = await createCampaign({ subject: 'Batches', text: 'Hi' });
    await staff.json('POST', `/api/newsletter/campaigns/${campaign._id}/send`, {});
    const newsletter = newsletterOver(suite.app.db, { rate: { batchSize: 2, everyMs: 1 } });
    newsletter.pacer.round();
    expect(mailOf(suite.app.db, 'newsletter')).toHaveLength(2);
    // The next batch waits until the outbox delivered the last.
    newsletter.pacer.round();
    expect(mailOf(suite.app.db, 'newsletter')).toHaveLength(2);
    const deliverAll = () =>
      suite.app.db
        .prepare("UPDATE mail_outbox SET status = 'sent', sent_at = ? WHERE status = 'queued'")
        .run(new Date().toISOString());
    for (let round = 0; round < 4; round++) {
      deliverAll();
      newsletter.pacer.round();
    }
    const campaigns = (await (
      await suite.app.get('/api/newsletter/campaigns', { headers: suite.staff })
    ).json()) as Campaign[];
    expect(campaigns.find((c) => c._id === campaign._id)).toMatchObject({
      status: 'sent',
      sent: 5,
      total: 5,
    });
    expect(
      mailOf(suite.app.db, 'newsletter')
        .map((mail) => mail.to_address)
        .sort(),
    ).toEqual(
      ['confirmed0', 'confirmed1', 'confirmed2', 'confirmed3', 'confirmed4'].map(
        (name) => `${name}@example.test`,
      ),
    );
  });

  it('schedules for later; the pacer starts it when its time comes', async () => {
    subscribers(1);
    const campaign = await createCampaign({ subject: 'Later', text: 'Hi' });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const answer = await staff.json('POST', `/api/newsletter/campaigns/${campaign._id}/send`, {
      at,
    });
    expect(await answer.json()).toMatchObject({ status: 'scheduled', scheduledAt: at });
    newsletterOver(suite.app.db).pacer.round();
    expect(mailOf(suite.app.db, 'newsletter')).toHaveLength(0);
    const later = newsletterOver(suite.app.db, { now: () => new Date(Date.now() + 2 * 3_600_000) });
    later.pacer.round();
    expect(mailOf(suite.app.db, 'newsletter')).toHaveLength(1);
    const past = await staff.json(
      'POST',
      `/api/newsletter/campaigns/${(await createCampaign({ subject: 'x' }))._id}/send`,
      {
        at: '2020-01-01T00:00:00Z',
      },
    );
    expect(past.status).toBe(400);
  });

  it('lists subscribers by status and exports the confirmed ones as CSV', async () => {
    subscribers(2);
    subscribers(1, 'pending');
    const page = (await (
      await suite.app.get('/api/newsletter/subscribers?status=confirmed', { headers: suite.staff })
    ).json()) as SubscriberPage;
    expect(page.counts).toEqual({ pending: 1, confirmed: 2, unsubscribed: 0 });
    expect(page.subscribers.map((s) => s.email)).toEqual([
      'confirmed1@example.test',
      'confirmed0@example.test',
    ]);
    const csv = await suite.app.get('/api/newsletter/subscribers.csv', { headers: suite.staff });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('email,confirmed_at,source');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'confirmed0@example.test',
      'confirmed1@example.test',
    ]);
    const asCustomer = await suite.app.get('/api/newsletter/subscribers.csv', {
      headers: suite.customer.headers,
    });
    expect(asCustomer.status).toBe(403);
  });
});
