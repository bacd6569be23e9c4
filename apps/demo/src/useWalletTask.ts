import { useCallback, useState } from 'react'
import { describeError } from './describeError'

/**
 * Where a task the visitor started in the wallet stands: not started, waiting for the wallet,
 * or its result (a signature, a hash, a status) or the failure's sentence.
 * @example
 * const outcome: WalletTaskOutcome = { kind: 'done', text: '0x…' }
 */
export type WalletTaskOutcome =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'done' | 'error'; text: string }

/**
 * A task the visitor runs against the wallet from a button: `run(task)` marks it pending, then
 * holds the text the task resolves to, or the sentence of the error it throws.
 * @example
 * const signing = useWalletTask()
 * <button onClick={() => signing.run(() => client.signMessage({ message }))}>Sign</button>
 */
export function useWalletTask(): {
  outcome: WalletTaskOutcome
  run: (task: () => Promise<string>) => Promise<void>
} {
  const [outcome, setOutcome] = useState<WalletTaskOutcome>({ kind: 'idle' })
  const run = useCallback(async (task: () => Promise<string>) => {
    setOutcome({ kind: 'pending' })
    try {
      setOutcome({ kind: 'done', text: await task() })
    } catch (error) {
      setOutcome({ kind: 'error', text: describeError(error) })
    }
  }, [])
  return { outcome, run }
}
