import { SHAKE_RESET_MS } from '@portico/common'
import { createStore } from 'zustand/vanilla'
import type { ModalState, ModalStore } from '../types/ModalState'
import type { Scheduler } from '../utils/createScheduler'

/**
 * The modal's open / loading / shake flags. The shake flag resets after 500 ms.
 * @example
 * const modal = createModalStore(createScheduler())
 * modal.getState().triggerShake()
 */
export function createModalStore(scheduler: Scheduler): ModalStore {
  let cancelShakeReset: (() => void) | undefined
  return createStore<ModalState>()((set) => ({
    open: false,
    loading: false,
    shake: false,
    namespace: undefined,
    setOpen: (open) => set({ open }),
    setLoading: (loading) => set({ loading }),
    setNamespace: (namespace) => set({ namespace }),
    triggerShake() {
      cancelShakeReset?.()
      set({ shake: true })
      cancelShakeReset = scheduler.after(SHAKE_RESET_MS, () => set({ shake: false }))
    },
  }))
}
