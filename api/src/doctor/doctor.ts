import { APP_VERSION } from '../core/app-version.ts';
import type { AppConfig } from '../config.ts';
import {
  backups,
  demoPasswords,
  freeDisk,
  mailFrom,
  nodeVersion,
  outbox,
  privateFiles,
  publicOrigin,
  smtp,
  trustProxy,
  type Check,
  type CheckResult,
  type DoctorContext,
} from './checks.ts';

export interface DoctorReport {
  results: (CheckResult & { name: string })[];
  failed: number;
  warned: number;
}

/** Every check, in the order they print. */
export function doctorChecks(config: AppConfig): Check[] {
  return [
    nodeVersion,
    publicOrigin,
    trustProxy,
    smtp,
    mailFrom,
    privateFiles,
    demoPasswords,
    backups(config.backupSchedule, config.backupS3 !== null),
    freeDisk,
    outbox,
  ];
}

export async function runDoctor(context: DoctorContext): Promise<DoctorReport> {
  const results: DoctorReport['results'] = [];
  for (const check of doctorChecks(context.config)) {
    let result: CheckResult;
    try {
      result = await check.run(context);
    } catch (error) {
      result = {
        status: 'fail',
        title: `The check could not run: ${error instanceof Error ? error.message : String(error)}`,
        fix: 'Run the doctor as the shop’s user, with its environment file and DATA_DIR',
      };
    }
    results.push({ name: check.name, ...result });
  }
  return {
    results,
    failed: results.filter((result) => result.status === 'fail').length,
    warned: results.filter((result) => result.status === 'warn').length,
  };
}

const MARK = { pass: 'PASS', warn: 'WARN', fail: 'FAIL' } as const;

export function formatReport(report: DoctorReport): string {
  const lines = [`Kawaii Atelier ${APP_VERSION}: doctor`, ''];
  for (const result of report.results) {
    lines.push(`${MARK[result.status]}  ${result.name}: ${result.title}`);
    if (result.fix && result.status !== 'pass') lines.push(`      Fix: ${result.fix}`);
  }
  const passed = report.results.length - report.failed - report.warned;
  lines.push('', `${passed} passed, ${report.warned} warned, ${report.failed} failed`);
  return lines.join('\n');
}
