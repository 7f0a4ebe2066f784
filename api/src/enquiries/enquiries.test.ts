import { describe, expect, it } from 'vitest';
import { ENQUIRY_SENT, type Enquiry, type EnquiryPage } from '@kawaii/shared';
import { parseTrustProxy } from '../http/trust-proxy.ts';
import { createSettingsStore } from '../settings/store.ts';
import { signedIn } from '../test/auth.ts';
import { buildArtwork } from '../test/factories.ts';
import { useStaffApp } from '../test/staff-app.ts';
import { ENQUIRIES_PER_MINUTE } from './routes.ts';
import { NOT_FOR_SALE } from './service.ts';

// Each test asks from its own address (X-Forwarded-For from the trusted loopback), so the
// per-address limit is tested on its own and does not leak between tests.
const suite = useStaffApp('admin', { config: { trustProxy: parseTrustProxy('loopback') } });
let visitorCount = 0;

function shopContact(contactEmail: string) {
  createSettingsStore(suite.app.db).save({
    data: { shopName: 'Kawaii Atelier', contactEmail },
    updatedAt: new Date().toISOString(),
    version: 1,
  });
}

function newVisitor(): Record<string, string> {
  visitorCount += 1;
  return { 'x-forwarded-for': `203.0.113.${visitorCount}` };
}

function send(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return suite.app.get(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const ask = (body: unknown, headers: Record<string, string> = newVisitor()) =>
  send('POST', '/api/enquiries', headers, body);

function forSale(title = 'Moonlit Tea Party') {
  return buildArtwork(suite.app.db, { title, listingType: 'sale', priceCents: 42000 });
}

const enquiryRows = () =>
  suite.app.db.prepare('SELECT * FROM enquiries ORDER BY created_at').all() as {
    id: string;
    email: string;
  }[];

const shopMail = () =>
  suite.app.db
    .prepare(
      "SELECT to_address, subject, text_body, html_body, related_id FROM mail_outbox WHERE kind = 'new-enquiry' ORDER BY created_at",
    )
    .all() as {
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    related_id: string;
  }[];

async function listed(query = ''): Promise<EnquiryPage> {
  const response = await send('GET', `/api/enquiries${query}`, suite.staff);
  expect(response.status).toBe(200);
  return (await response.json()) as EnquiryPage;
}

describe('asking about an artwork for sale', () => {
  it("stores the question and queues the shop's notice in the same transaction", async () => {
    shopContact('studio@kawaii-atelier.example');
    const piece = forSale();
    const before = shopMail().length;
    const response = await ask({
      artworkId: piece.id,
      name: '  Mia Chen ',
      email: 'mia@example.test',
      message: 'Is it framed?\nCould it ship to Toronto?',
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { message: string; enquiryId: string };
    expect(answer.message).toBe(ENQUIRY_SENT);

    const page = await listed();
    const stored = page.enquiries.find((enquiry) => enquiry._id === answer.enquiryId)!;
    expect(stored).toMatchObject({
      artwork: { _id: piece.id, title: 'Moonlit Tea Party', path: `/artwork/${piece.slug}` },
      name: 'Mia Chen',
      email: 'mia@example.test',
      message: 'Is it framed?\nCould it ship to Toronto?',
      status: 'open',
      answeredAt: null,
      answeredBy: null,
    });

    const mail = shopMail().slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to_address: 'studio@kawaii-atelier.example',
      subject: 'A question about “Moonlit Tea Party”',
      related_id: answer.enquiryId,
    });
    expect(mail[0]!.text_body).toContain('Mia Chen asked about “Moonlit Tea Party”');
    expect(mail[0]!.text_body).toContain('Is it framed?\nCould it ship to Toronto?');
    expect(mail[0]!.text_body).toContain(
      'Reply to Mia Chen: mailto:mia@example.test?subject=Re%3A%20Moonlit%20Tea%20Party',
    );
    expect(mail[0]!.html_body).toContain('Is it framed?<br>Could it ship to Toronto?');
  });

  it('links the enquiry to the account of a signed-in visitor', async () => {
    const piece = forSale();
    const { user, headers } = await signedIn(suite.app);
    const response = await ask(
      { artworkId: piece.id, name: user.name, email: user.email, message: 'Hello!' },
      { ...headers, ...newVisitor() },
    );
    expect(response.status).toBe(201);
    const { enquiryId } = (await response.json()) as { enquiryId: string };
    expect(
      suite.app.db.prepare('SELECT user_id FROM enquiries WHERE id = ?').get(enquiryId),
    ).toEqual({
      user_id: user.id,
    });
  });

  it('keeps the enquiry without mail when the shop has no contact email', async () => {
    shopContact('');
    const piece = forSale();
    const before = shopMail().length;
    const response = await ask({
      artworkId: piece.id,
      name: 'Bo',
      email: 'bo@example.test',
      message: 'Price?',
    });
    expect(response.status).toBe(201);
    expect(shopMail()).toHaveLength(before);
    expect(enquiryRows().some((row) => row.email === 'bo@example.test')).toBe(true);
    shopContact('studio@kawaii-atelier.example');
  });

  it('refuses a bad email, missing fields, unknown and not-for-sale pieces, changing nothing', async () => {
    const piece = forSale();
    const onDisplay = buildArtwork(suite.app.db, { listingType: 'display' });
    const sold = buildArtwork(suite.app.db, { listingType: 'sold' });
    const rows = enquiryRows().length;
    const mails = shopMail().length;
    const valid = { artworkId: piece.id, name: 'Mia', email: 'mia@example.test', message: 'Hi' };

    const badEmail = await ask({ ...valid, email: 'mia at example' });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toMatchObject({
      errors: { email: 'Enter a valid email address' },
    });
    const blank = await ask({ artworkId: piece.id, name: ' ', email: '', message: '' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { errors: Record<string, string> }).errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    const tooLong = await ask({ ...valid, message: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    const twoLines = await ask({ ...valid, name: 'Mia\nBcc: everyone' });
    expect(twoLines.status).toBe(400);

    const unknown = await ask({ ...valid, artworkId: 'no-such-piece' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Artwork not found' });
    for (const notForSale of [onDisplay, sold]) {
      const refused = await ask({ ...valid, artworkId: notForSale.id });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ message: NOT_FOR_SALE });
    }
    const notJson = await suite.app.get('/api/enquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...newVisitor() },
      body: '{"artworkId":',
    });
    expect(notJson.status).toBe(400);

    expect(enquiryRows()).toHaveLength(rows);
    expect(shopMail()).toHaveLength(mails);
  });

  it(`allows ${ENQUIRIES_PER_MINUTE} questions a minute from one address, then 429`, async () => {
    const piece = forSale();
    const visitor = newVisitor();
    const body = { artworkId: piece.id, name: 'Spam', email: 'spam@example.test', message: 'Hi' };
    for (let i = 0; i < ENQUIRIES_PER_MINUTE; i++) {
      expect((await ask(body, visitor)).status).toBe(201);
    }
    const refused = await ask(body, visitor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another visitor is not held back.
    expect((await ask(body, newVisitor())).status).toBe(201);
  });

  it('answers a repeated send with the same Idempotency-Key once', async () => {
    const piece = forSale();
    const visitor = { ...newVisitor(), 'idempotency-key': `enquiry-${piece.id}` };
    const body = { artworkId: piece.id, name: 'Ana', email: 'ana@example.test', message: 'Hi' };
    const first = await ask(body, visitor);
    const again = await ask(body, visitor);
    expect(first.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(enquiryRows().filter((row) => row.email === 'ana@example.test')).toHaveLength(1);
  });
});

describe('the Enquiries desk', () => {
  it('lists newest first with counts, filters by status, and pages with a cursor', async () => {
    const piece = forSale('Strawberry Moon');
    // Times set apart (and after every other test's), so the order does not rest on the clock.
    for (const [i, name] of ['First', 'Second', 'Third'].entries()) {
      const response = await ask({ artworkId: piece.id, name, email: 'fan@x.test', message: 'Hi' });
      const { enquiryId } = (await response.json()) as { enquiryId: string };
      suite.app.db
        .prepare('UPDATE enquiries SET created_at = ? WHERE id = ?')
        .run(`2099-01-0${i + 1}T00:00:00.000Z`, enquiryId);
    }
    const all = await listed();
    const open = all.counts.open;
    expect(all.enquiries.slice(0, 3).map((enquiry) => enquiry.name)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    const firstPage = await listed('?limit=2');
    expect(firstPage.enquiries.map((enquiry) => enquiry.name)).toEqual(['Third', 'Second']);
    const secondPage = await listed(`?limit=2&cursor=${encodeURIComponent(firstPage.nextCursor!)}`);
    expect(secondPage.enquiries[0]!.name).toBe('First');

    const third = all.enquiries[0]!;
    const marked = await send('PATCH', `/api/enquiries/${third._id}`, suite.staff, {
      status: 'answered',
    });
    expect(marked.status).toBe(200);
    const answered = (await marked.json()) as Enquiry;
    expect(answered.status).toBe('answered');
    expect(answered.answeredBy).toEqual(expect.any(String));
    expect(Date.parse(answered.answeredAt!)).not.toBeNaN();

    const after = await listed('?status=answered');
    expect(after.enquiries.map((enquiry) => enquiry._id)).toContain(third._id);
    expect(after.enquiries.every((enquiry) => enquiry.status === 'answered')).toBe(true);
    expect(after.counts.open).toBe(open - 1);
    expect((await listed('?status=open')).enquiries.map((e) => e._id)).not.toContain(third._id);

    const reopened = await send('PATCH', `/api/enquiries/${third._id}`, suite.staff, {
      status: 'open',
    });
    expect(await reopened.json()).toMatchObject({ status: 'open', answeredAt: null });
  });

  it('keeps an enquiry readable after its artwork is deleted', async () => {
    const piece = forSale('Gone Piece');
    const response = await ask({
      artworkId: piece.id,
      name: 'Lu',
      email: 'lu@example.test',
      message: 'Still available?',
    });
    const { enquiryId } = (await response.json()) as { enquiryId: string };
    suite.app.db.prepare('DELETE FROM artworks WHERE id = ?').run(piece.id);
    const found = (await listed()).enquiries.find((enquiry) => enquiry._id === enquiryId)!;
    expect(found.artwork).toEqual({ _id: null, title: 'Gone Piece', path: null });
  });

  it('refuses customers and guests, unknown ids, bad statuses and cursors', async () => {
    const customer = await signedIn(suite.app);
    expect((await send('GET', '/api/enquiries', {})).status).toBe(401);
    expect((await send('GET', '/api/enquiries', customer.headers)).status).toBe(403);
    const piece = forSale();
    const response = await ask({
      artworkId: piece.id,
      name: 'Jo',
      email: 'jo@x.test',
      message: 'Hi',
    });
    const { enquiryId } = (await response.json()) as { enquiryId: string };
    const patch = (headers: Record<string, string>, body: unknown, id = enquiryId) =>
      send('PATCH', `/api/enquiries/${id}`, headers, body);
    expect((await patch(customer.headers, { status: 'answered' })).status).toBe(403);
    expect((await patch({}, { status: 'answered' })).status).toBe(401);
    expect((await patch(suite.staff, { status: 'done' })).status).toBe(400);
    const missing = await patch(suite.staff, { status: 'answered' }, 'nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Enquiry not found' });
    expect((await send('GET', '/api/enquiries?status=closed', suite.staff)).status).toBe(400);
    expect((await send('GET', '/api/enquiries?cursor=junk', suite.staff)).status).toBe(400);
    expect(
      suite.app.db.prepare('SELECT status FROM enquiries WHERE id = ?').get(enquiryId),
    ).toEqual({
      status: 'open',
    });
  });
});
