import { sameValue } from './sameValue'

/**
 * Subscribes `callback` to the value `read` computes, called only when it changes (as data).
 * @example
 * selectChanges(appKit.watch, () => appKit.getAccount(), (account) => console.log(account))
 */
export function selectChanges<T>(
  watch: (listener: () => void) => () => void,
  read: () => T,
  callback: (value: T) => void,
): () => void {
  let last = read()
  return watch(() => {
    const next = read()
    if (sameValue(last, next)) return
    last = next
    callback(next)
  })
}
