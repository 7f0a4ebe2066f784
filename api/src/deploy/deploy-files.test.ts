// The files in deploy/ are checked by the tools that will run them: Caddy validates the
// Caddyfile (both ways round: www to the bare domain, and the reverse) and systemd verifies the
// unit. A warning counts as a failure: systemd only warns about a misspelled key, which would
// silently drop a sandbox setting.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const DEPLOY_DIR = resolve(import.meta.dirname, '../../../deploy');
const CADDYFILE = join(DEPLOY_DIR, 'Caddyfile');
const UNIT = join(DEPLOY_DIR, 'kawaii-atelier.service');

const scratch = mkdtempSync(join(tmpdir(), 'kawaii-deploy-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs caddy with the given site settings, its state kept out of the home directory. */
function caddy(args: string[], env: Record<string, string>) {
  return spawnSync('caddy', [...args, '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    encoding: 'utf8',
    env: { PATH: process.env['PATH'], HOME: scratch, XDG_DATA_HOME: scratch, ...env },
  });
}

describe('the Caddyfile', () => {
  const wwwToBare = { SHOP_DOMAIN: 'example.com', SHOP_ALIAS_DOMAIN: 'www.example.com' };
  const bareToWww = { SHOP_DOMAIN: 'www.example.com', SHOP_ALIAS_DOMAIN: 'example.com' };

  it.each([wwwToBare, bareToWww])('passes caddy validate (%o)', (settings) => {
    const run = caddy(['validate'], settings);
    expect(run.stderr + run.stdout).toContain('Valid configuration');
    expect(run.status).toBe(0);
  });

  it('serves the shop on its domain over HTTPS and redirects the other name there', () => {
    const run = caddy(['adapt'], {
      ...bareToWww,
      SHOP_UPSTREAM: '127.0.0.1:3100',
      CADDY_GLOBAL_OPTIONS: 'email owner@example.com',
    });
    expect(run.status).toBe(0);
    const config = JSON.parse(run.stdout) as {
      apps: { http: { servers: Record<string, { listen: string[]; routes: unknown[] }> } };
    };
    const [server] = Object.values(config.apps.http.servers);
    // Only :443: Caddy adds the http:// to https:// redirects itself (automatic HTTPS).
    expect(server?.listen).toEqual([':443']);
    const routes = JSON.stringify(server?.routes);
    expect(routes).toContain('"host":["example.com"]');
    expect(routes).toContain('"Location":["https://www.example.com{http.request.uri}"]');
    expect(routes).toContain('"dial":"127.0.0.1:3100"');
    // The shop compresses its own answers; Caddy must not encode them a second time.
    expect(routes).not.toContain('"handler":"encode"');
  });
});

describe('the systemd unit', () => {
  it('passes systemd-analyze verify with no warning', () => {
    // The unit starts /usr/bin/node (Debian's and NodeSource's path). On a machine whose Node
    // lives elsewhere the same unit is verified with this Node's path put in.
    let unit = UNIT;
    if (!existsSync('/usr/bin/node')) {
      unit = join(scratch, 'kawaii-atelier.service');
      writeFileSync(unit, readFileSync(UNIT, 'utf8').replaceAll('/usr/bin/node', process.execPath));
    }
    const run = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('runs as its own user, writes only the data directory and restarts on failure', () => {
    const settings = readFileSync(UNIT, 'utf8')
      .split('\n')
      .filter((line) => /^\w+=/.test(line));
    expect(settings).toEqual(
      expect.arrayContaining([
        'User=kawaii',
        'ProtectSystem=strict',
        'ReadWritePaths=/var/lib/kawaii-atelier',
        'Restart=on-failure',
        'EnvironmentFile=/etc/kawaii-atelier/env',
        'KillSignal=SIGTERM',
      ]),
    );
    expect(settings.filter((line) => line.startsWith('ReadWritePaths='))).toHaveLength(1);
  });
});
