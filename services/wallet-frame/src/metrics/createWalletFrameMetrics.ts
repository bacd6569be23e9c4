import type { MetricCounter, Metrics } from '@portico/server'

/**
 * How a visitor signs in, as the login counters label it.
 * @example const method: LoginMethod = 'passkey'
 */
export type LoginMethod = 'email' | 'social' | 'farcaster' | 'passkey'

/**
 * The wallet frame's own counters, beside the foundation's HTTP histogram, rate-limit refusals
 * and pool gauge. The server never sees an approval or a decline in the frame (both happen in
 * the visitor's browser, where the key is rebuilt); it sees what an approval sends through it:
 * a transaction, a Solana transaction or a user operation relayed.
 * @example
 * const frameMetrics = createWalletFrameMetrics(createMetrics({ service: 'wallet-frame' }))
 * frameMetrics.loginsStarted.inc({ method: 'email' })
 */
export type WalletFrameMetrics = {
  /** `portico_wallet_frame_logins_started_total{method}`. */
  loginsStarted: MetricCounter<'method'>
  /** `portico_wallet_frame_logins_completed_total{method}`: a session was created. */
  loginsCompleted: MetricCounter<'method'>
  /** `portico_wallet_frame_otp_failures_total{reason}`: `wrong`, `exhausted` or `expired`. */
  otpFailures: MetricCounter<'reason'>
  /** `portico_wallet_frame_device_approvals_total{event}`: `requested` (mailed) or `approved`. */
  deviceApprovals: MetricCounter<'event'>
  /** `portico_wallet_frame_recovery_password_failures_total`: wrong recovery passwords. */
  recoveryPasswordFailures: MetricCounter
  /** `portico_wallet_frame_recovery_locks_total`: recoveries locked after too many of them. */
  recoveryLocks: MetricCounter
  /** `portico_wallet_frame_transactions_relayed_total{kind}`: `evm`, `solana`, `user_operation`. */
  transactionsRelayed: MetricCounter<'kind'>
}

const METHODS: readonly LoginMethod[] = ['email', 'social', 'farcaster', 'passkey']

/**
 * Registers the wallet frame's counters in `metrics`. Every label value is registered at 0, so
 * a dashboard sees each series before its first event.
 * @example
 * const frameMetrics = createWalletFrameMetrics(metrics)
 */
export function createWalletFrameMetrics(metrics: Metrics): WalletFrameMetrics {
  const counter = <L extends string = never>(
    name: string,
    help: string,
    labelNames: readonly L[],
    values: Record<L, readonly string[]> | undefined,
  ): MetricCounter<L> => {
    const made = metrics.counter<L>({ name, help, labelNames })
    const [label] = labelNames
    if (label === undefined || values === undefined) made.inc(0)
    else for (const value of values[label]) made.inc({ [label]: value } as never, 0)
    return made
  }
  return {
    loginsStarted: counter(
      'portico_wallet_frame_logins_started_total',
      'Logins started, by method (a code or approval mailed, a social or Farcaster request made, passkey options given)',
      ['method'],
      { method: METHODS },
    ),
    loginsCompleted: counter(
      'portico_wallet_frame_logins_completed_total',
      'Logins that ended in a session, by method',
      ['method'],
      { method: METHODS },
    ),
    otpFailures: counter(
      'portico_wallet_frame_otp_failures_total',
      'Code entries refused: wrong code, attempts spent, or code expired or used',
      ['reason'],
      { reason: ['wrong', 'exhausted', 'expired'] },
    ),
    deviceApprovals: counter(
      'portico_wallet_frame_device_approvals_total',
      'New-device approvals: links mailed (requested) and approved',
      ['event'],
      { event: ['requested', 'approved'] },
    ),
    recoveryPasswordFailures: counter(
      'portico_wallet_frame_recovery_password_failures_total',
      'Wrong recovery passwords',
      [],
      undefined,
    ),
    recoveryLocks: counter(
      'portico_wallet_frame_recovery_locks_total',
      'Recoveries locked after too many wrong passwords',
      [],
      undefined,
    ),
    transactionsRelayed: counter(
      'portico_wallet_frame_transactions_relayed_total',
      'Signed transactions and user operations the frame sent through this server, by kind',
      ['kind'],
      { kind: ['evm', 'solana', 'user_operation'] },
    ),
  }
}
