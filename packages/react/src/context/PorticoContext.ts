import type { Portico } from '@portico/core'
import { createContext } from 'react'

/**
 * The Portico client of the nearest `<PorticoProvider>`; null outside one.
 * @example
 * const client = useContext(PorticoContext)
 */
export const PorticoContext = createContext<Portico | null>(null)
