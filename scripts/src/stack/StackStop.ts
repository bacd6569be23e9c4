/**
 * Why a stack stopped.
 * @example
 * const stop: StackStop = await stack.stopped
 * if (stop.reason === 'crash') console.error(stop.service)
 */
export type StackStop =
  | { reason: 'stopped' }
  | { reason: 'crash'; service: string; message: string }
