export { type CreatePorticoModalOptions, createPorticoModal } from './createPorticoModal'
export type { PorticoElementKind } from './elements/elementProps'
