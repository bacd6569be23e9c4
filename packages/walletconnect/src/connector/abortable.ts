import { RequestAbortedError } from '@portico/common'

/**
 * `promise`, or a RequestAbortedError as soon as `signal` aborts. The wallet may still answer;
 * the answer is then ignored.
 * @example
 * await abortable(provider.request(args), signal)
 */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(new RequestAbortedError())
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new RequestAbortedError())
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
