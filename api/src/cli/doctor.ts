// `npm run doctor`: checks that the shop is ready to be online (see doctor/checks.ts) and prints
// each check passed, warned or failed with its fix. Exit code 1 when any check failed, so a timer
// or CI can run it. `--env-file FILE` reads the settings the service reads
// (/etc/kawaii-atelier/env); the environment wins over the file, as with systemd.

import { readFileSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs, parseEnv } from 'node:util';
import { loadConfig } from '../config.ts';
import { formatReport, runDoctor } from '../doctor/doctor.ts';

async function main(argv: string[]): Promise<number> {
  if (process.env['INIT_CWD']) process.chdir(process.env['INIT_CWD']);
  const { values } = parseArgs({ args: argv, options: { 'env-file': { type: 'string' } } });
  const env = values['env-file']
    ? { ...parseEnv(readFileSync(values['env-file'], 'utf8')), ...process.env }
    : process.env;
  const report = await runDoctor({
    config: loadConfig(env),
    now: new Date(),
    nodeVersion: process.versions.node,
  });
  console.info(formatReport(report));
  return report.failed > 0 ? 1 : 0;
}

function isRunDirectly(): boolean {
  const script = process.argv[1];
  return script !== undefined && import.meta.url === pathToFileURL(realpathSync(script)).href;
}

if (isRunDirectly()) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
