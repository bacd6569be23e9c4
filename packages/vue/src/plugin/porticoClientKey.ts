import type { Portico } from '@portico/core'
import type { InjectionKey } from 'vue'

/**
 * Where the plugin provides the client; `inject(porticoClientKey)` reads it (the composables
 * do, through `usePorticoClient`).
 * @example
 * const client = inject(porticoClientKey)
 */
export const porticoClientKey: InjectionKey<Portico> = Symbol('portico')
