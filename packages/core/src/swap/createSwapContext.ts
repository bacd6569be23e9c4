import { PORTICO_SDK_TYPE, PORTICO_SDK_VERSION } from '../api/sdkDefaults'
import type { Portico } from '../types/Portico'
import { type ConvertApiClient, createConvertApiClient } from './createConvertApiClient'

/**
 * What every swap action works with: the Portico instance (stores, query client, API,
 * `sendTransaction`) and one convert API client built from its options.
 * @example
 * const ctx: SwapContext = createSwapContext(portico)
 */
export type SwapContext = {
  portico: Portico
  convert: ConvertApiClient
}

/**
 * Build the swap actions' context once per swap client.
 * @example
 * const ctx = createSwapContext(portico)
 * const tokens = await getSwapTokens(ctx, 'eip155:1')
 */
export function createSwapContext(portico: Portico): SwapContext {
  const { options } = portico
  const convert = createConvertApiClient({
    baseUrl: options.apiUrl,
    projectId: options.projectId,
    sdkType: options.sdkType ?? PORTICO_SDK_TYPE,
    sdkVersion: options.sdkVersion ?? PORTICO_SDK_VERSION,
    fetch: options.fetch,
  })
  return { portico, convert }
}
