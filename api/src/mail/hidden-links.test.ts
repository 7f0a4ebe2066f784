// Staff read the shop's outbox, but a link that signs its recipient in is the recipient's alone:
// an admin who reads the superadmin's reset mail must not be able to become the superadmin.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HIDDEN_LINK_NOTE, type EmailMessage, type EmailPage } from '@kawaii/shared';
import { openDatabase, type Db } from '../db/connection.ts';
import { bundledMigrations, migrate } from '../db/migrate.ts';
import { buildUser } from '../test/factories.ts';
import { recordingLogger } from '../test/test-app.ts';
import { useStaffApp } from '../test/staff-app.ts';
import { createMailDelivery } from './delivery.ts';
import { createMailSender } from './sender.ts';

const suite = useStaffApp('admin', { perTest: true });
const TOKEN_LINK = /https?:\/\/\S+[?&]token=[\w-]+/;

async function staffRead(kind: string): Promise<EmailMessage> {
  const list = (await (
    await suite.app.get('/api/emails', { headers: suite.staff })
  ).json()) as EmailPage;
  const summary = list.emails.find((email) => email.kind === kind);
  expect(summary, `no ${kind} mail`).toBeDefined();
  const response = await suite.app.get(`/api/emails/${summary!._id}`, { headers: suite.staff });
  expect(response.status).toBe(200);
  return (await response.json()) as EmailMessage;
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return suite.app.get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Delivers the outbox the way the embedded default does: .eml files in a folder. */
async function deliverToFiles(db: Db): Promise<string> {
  const mailDir = join(suite.app.dataDir, 'mail');
  const sender = createMailSender({
    db,
    delivery: createMailDelivery({ smtpUrl: null, mailFrom: 'shop@example.test', mailDir }),
    logger: recordingLogger(),
  });
  await sender.deliverDue();
  await sender.stop();
  return mailDir;
}

/** The text part of a delivered .eml, quoted-printable undone. */
function deliveredText(mailDir: string, id: string): string {
  return readFileSync(join(mailDir, `${id}.eml`), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('mails that sign their recipient in', () => {
  it('staff read the superadmin’s reset mail with the link hidden; the delivered copy keeps it', async () => {
    buildUser(suite.app.db, { email: 'owner@example.test', role: 'superadmin', name: 'Momo' });
    const asked = await post('/api/auth/password/forgot', { email: 'owner@example.test' });
    expect(asked.status).toBe(202);

    const message = await staffRead('password-reset');
    expect(message.to).toBe('owner@example.test');
    expect(message.text).toContain(`Choose a new password: (${HIDDEN_LINK_NOTE})`);
    expect(message.text).not.toMatch(/token/);
    expect(message.html).toContain(HIDDEN_LINK_NOTE);
    expect(message.html).not.toMatch(/token|href=/);

    const mailDir = await deliverToFiles(suite.app.db);
    const delivered = deliveredText(mailDir, message._id);
    expect(delivered).toMatch(/\/reset-password\?token=[\w-]{43}/);
    expect(delivered).not.toContain(HIDDEN_LINK_NOTE);
    // Once delivered, the shop keeps no copy of the link at all.
    expect(JSON.stringify(suite.app.db.prepare('SELECT * FROM mail_outbox').all())).not.toMatch(
      /token=/,
    );
    expect((await staffRead('password-reset')).status).toBe('stored');
  });

  it('hides the verification and the email-change links too', async () => {
    const registered = await post('/api/auth/register', {
      name: 'Mochi',
      email: 'mochi@example.test',
      password: 'marshmallow-42',
    });
    expect(registered.status).toBe(201);
    const verification = await staffRead('email-verification');
    expect(verification.text).toContain(`Verify my email: (${HIDDEN_LINK_NOTE})`);
    expect(verification.html).not.toContain('token=');

    const { token } = (await registered.json()) as { token: string };
    const changed = await suite.app.get('/api/user/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Mochi', email: 'mochi.new@example.test' }),
    });
    expect(changed.status).toBe(200);
    const change = await staffRead('email-change');
    expect(change.text).toContain(`Confirm my new email: (${HIDDEN_LINK_NOTE})`);
    expect(change.html).not.toContain('token=');
  });

  it('an order confirmation, which signs nobody in, is shown whole', async () => {
    const { renderEmail } = await import('./render.ts');
    const plain = renderEmail({
      subject: 's',
      heading: 'h',
      shopName: 'Shop',
      blocks: [{ type: 'button', label: 'View your order', url: 'https://shop.example/o?key=k' }],
    });
    expect(plain.staffCopy).toBeUndefined();
  });
});

describe('the migration that hides the links of stored mails', () => {
  let dir: string;
  let db: Db;
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('redacts every stored copy and keeps a waiting mail deliverable', () => {
    dir = mkdtempSync(join(tmpdir(), 'kawaii-hidden-links-'));
    db = openDatabase(join(dir, 'test.db'));
    const before = bundledMigrations().filter((migration) => migration.name < '008');
    migrate(db, before);
    const link =
      'http://localhost:8080/reset-password?token=AbC_dEf-123456789012345678901234567890123';
    const insert = db.prepare(
      `INSERT INTO mail_outbox (id, kind, to_address, subject, text_body, html_body, status,
         attempts, next_attempt_at, created_at)
       VALUES (?, ?, 'owner@example.test', 'Reset your password', ?, ?, ?, 0, '2026-01-01', '2026-01-01')`,
    );
    const text = `Hi Momo!\n\nChoose a new password: ${link}\n\nWith love`;
    const html = `<p>Hi</p><a href="${link}" style="color:#fff">Choose a new password</a><p>end</p>`;
    insert.run('sent-one', 'password-reset', text, html, 'stored');
    insert.run('waiting', 'password-reset', text, html, 'queued');
    insert.run(
      'order',
      'order-received',
      'See https://shop.example/o?key=k',
      '<a href="https://shop.example/o?key=k">x</a>',
      'stored',
    );

    migrate(db);

    const row = (id: string) =>
      db
        .prepare<[string], Record<string, string | null>>(
          'SELECT text_body, html_body, delivery_text, delivery_html FROM mail_outbox WHERE id = ?',
        )
        .get(id)!;
    for (const id of ['sent-one', 'waiting']) {
      expect(row(id).text_body).toBe(
        `Hi Momo!\n\nChoose a new password: (${HIDDEN_LINK_NOTE})\n\nWith love`,
      );
      expect(row(id).html_body).not.toMatch(TOKEN_LINK);
      expect(row(id).html_body).toContain(`Choose a new password (${HIDDEN_LINK_NOTE})`);
      expect(row(id).html_body).toMatch(/^<p>Hi<\/p><span [^>]*>.*<\/span><p>end<\/p>$/);
    }
    expect(row('sent-one')).toMatchObject({ delivery_text: null, delivery_html: null });
    expect(row('waiting')).toMatchObject({ delivery_text: text, delivery_html: html });
    expect(row('order').text_body).toBe('See https://shop.example/o?key=k');
  });
});
