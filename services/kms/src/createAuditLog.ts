import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * One audit line: when, which operation, for which context (the user and device a recovery
 * share belongs to, never the share), and whether it was done or refused and why.
 * @example const entry: AuditEntry = { time: '…', op: 'unseal', context: 'recovery:u:d', result: 'ok' }
 */
export type AuditEntry = {
  time: string
  op: 'seal' | 'unseal'
  context: string
  result: 'ok' | 'rate-limited' | 'refused'
}

/**
 * An append-only JSON-lines file, written synchronously before the answer leaves: an unseal
 * that is not on the log did not happen.
 * @example const audit = createAuditLog('/var/log/portico-kms/audit.jsonl'); audit.write(entry)
 */
export function createAuditLog(path: string) {
  mkdirSync(dirname(path), { recursive: true })
  return {
    write(entry: AuditEntry): void {
      appendFileSync(path, `${JSON.stringify(entry)}\n`, { mode: 0o600 })
    },
  }
}

/** @example const audit: AuditLog = createAuditLog(path) */
export type AuditLog = ReturnType<typeof createAuditLog>
