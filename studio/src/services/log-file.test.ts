import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogFile, LOG_FILE } from './log-file.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kawaii-studio-logs-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const AT = new Date('2026-11-27T09:00:00.000Z');
const read = (name = LOG_FILE) => readFileSync(join(dir, name), 'utf8');

describe('the studio log', () => {
  it('writes one line per event, with its time, level, source and details', () => {
    const log = createLogFile(dir, { now: () => AT });
    log.info('The studio started');
    log.child('sync').warn('The shop could not be reached', { pending: 2 });
    log.child('window').error('The page failed', new Error('boom'));
    const lines = read().trimEnd().split('\n');
    expect(lines[0]).toBe('2026-11-27T09:00:00.000Z INFO The studio started');
    expect(lines[1]).toBe(
      '2026-11-27T09:00:00.000Z WARN [sync] The shop could not be reached: {"pending":2}',
    );
    expect(lines[2]).toMatch(
      /^2026-11-27T09:00:00.000Z ERROR \[window\] The page failed: Error: boom/,
    );
  });

  it('starts a new file past its size and keeps the newest three', () => {
    const log = createLogFile(dir, { maxBytes: 200, keep: 3, now: () => AT });
    for (let index = 0; index < 40; index += 1) log.info(`event ${index} ${'x'.repeat(40)}`);
    expect(readdirSync(dir).sort()).toEqual(['studio.1.log', 'studio.2.log', 'studio.log']);
    for (const name of readdirSync(dir)) {
      expect(readFileSync(join(dir, name)).length).toBeLessThanOrEqual(200);
    }
    expect(read()).toContain('event 39');
    expect(read('studio.1.log')).not.toContain('event 39');
  });

  it('never throws when the folder cannot be written', () => {
    writeFileSync(join(dir, 'a-file'), 'not a folder');
    const log = createLogFile(join(dir, 'a-file', 'logs'));
    log.info('first');
    expect(() => log.error('lost', new Error('no disk'))).not.toThrow();
  });
});
