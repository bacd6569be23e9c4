import { SHAKE_RESET_MS } from '@portico/common'
import { createStore } from 'zustand/vanilla'
import type { ModalState, ModalStore } from '../types/ModalState'
import type { Scheduler } from '../utils/createScheduler'

/**
 * The modal's open / loading / shake flags and its count of closings. The shake flag resets
 * after 500 ms.
 * @example
 * const modal = createModalStore(createScheduler())
 * modal.getState().triggerShake()
 */
export function createModalStore(scheduler: Scheduler): ModalStore {
  let cancelShakeReset: (() => void) | undefined
  const store = createStore<ModalState>()((set) => ({
    open: false,
    loading: false,
    shake: false,
    namespace: undefined,
    closings: 0,
    setOpen: (open) => store.setState({ open }),
    setLoading: (loading) => set({ loading }),
    setNamespace: (namespace) => set({ namespace }),
    triggerShake() {
      cancelShakeReset?.()
      set({ shake: true })
      cancelShakeReset = scheduler.after(SHAKE_RESET_MS, () => set({ shake: false }))
    },
  }))
  // Core opens and closes the modal with setState (the flags in one update): every update that
  // closes an open modal counts one more closing, in that same update.
  const apply = store.setState
  store.setState = ((partial, replace) =>
    apply((state) => {
      const next = typeof partial === 'function' ? partial(state) : partial
      return next.open === false && state.open ? { ...next, closings: state.closings + 1 } : next
    }, replace as false)) as typeof store.setState
  return store
}
