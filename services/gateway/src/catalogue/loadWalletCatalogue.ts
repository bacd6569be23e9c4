import { readFileSync } from 'node:fs'
import { GatewayStartError } from '../errors/GatewayStartError'
import { type CatalogueEntry, catalogueFileSchema } from './catalogueEntrySchema'

/**
 * Reads and validates the wallet catalogue (the bundled `wallets.json` unless a path is given);
 * a malformed file stops the gateway at start, not at the first request.
 * @example
 * const wallets = loadWalletCatalogue()
 */
export function loadWalletCatalogue(
  path: string | URL = new URL('./wallets.json', import.meta.url),
): CatalogueEntry[] {
  const parsed = catalogueFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
  if (!parsed.success) {
    throw new GatewayStartError(
      'INVALID_WALLET_CATALOGUE',
      `Invalid wallet catalogue ${String(path)}: ${parsed.error.message}`,
    )
  }
  return parsed.data.wallets
}
