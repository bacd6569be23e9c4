export type * from './appKitTypes'
export { createAppKit } from './createAppKit'
export { createAppKitInstance } from './createAppKitInstance'
export { defineAppKitElements } from './elements/defineAppKitElements'
export { toPorticoOptions } from './options/toPorticoOptions'
export {
  toAppKitThemeVariables,
  toPorticoThemeVariables,
} from './options/toPorticoThemeVariables'
export { toPorticoView } from './options/toPorticoView'
