import type { ConnectionSlot } from './ConnectionLimits'

/**
 * A slot the limits granted: its `release` runs `giveBack` once, however often the socket's
 * close paths call it.
 * @example
 * change(byAddress, address, 1)
 * return grantedSlot(() => change(byAddress, address, -1))
 */
export function grantedSlot(giveBack: () => void): ConnectionSlot {
  let released = false
  return {
    ok: true,
    release() {
      if (released) return
      released = true
      giveBack()
    },
  }
}
