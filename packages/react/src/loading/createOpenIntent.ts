/**
 * Whether the page opens the modal from a button of its own: set once a site's code holds the
 * open function (`usePortico()`, `useModal()`). The kit cannot see that button, so no hover on it
 * announces a click: the modal and the client are then fetched at the first idle moment after
 * the page's load instead of after 5 idle seconds (`whenWanted`).
 * @example
 * const intent = createOpenIntent()
 * intent.onExpected(() => void loadModal())
 * intent.expect()
 */
export type OpenIntent = {
  /** True once a site's own opener is on the page. */
  readonly expected: boolean
  /** Says a site's own opener is on the page; the listeners run on the first call only. */
  expect(): void
  /** Runs `listener` when `expect()` is first called; returns what removes it. */
  onExpected(listener: () => void): () => void
}

/**
 * One provider's {@link OpenIntent}.
 * @example
 * const [intent] = useState(createOpenIntent)
 */
export function createOpenIntent(): OpenIntent {
  let expected = false
  const listeners = new Set<() => void>()
  return {
    get expected() {
      return expected
    },
    expect() {
      if (expected) return
      expected = true
      for (const listener of [...listeners]) listener()
      listeners.clear()
    },
    onExpected(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
