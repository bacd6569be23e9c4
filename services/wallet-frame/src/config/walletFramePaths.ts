import { join } from 'node:path'
import type { WalletFrameConfig } from './walletFrameConfigSchema'

/**
 * The files a wallet-frame config points at, defaults filled in from `dataDir`: the SQLite file
 * (unused with `database`), the secrets file, and the KMS key file (none with a remote KMS).
 * @example walletFramePaths(config).secretsPath // '.cache/wallet-frame/secrets.json'
 */
export function walletFramePaths(
  config: Pick<WalletFrameConfig, 'dataDir' | 'dbPath' | 'secretsPath' | 'kms'>,
): { dbPath: string; secretsPath: string; kmsKeyPath: string | undefined } {
  return {
    dbPath: config.dbPath ?? join(config.dataDir, 'wallet-frame.sqlite'),
    secretsPath: config.secretsPath ?? join(config.dataDir, 'secrets.json'),
    kmsKeyPath:
      config.kms.kind === 'file'
        ? (config.kms.keyPath ?? join(config.dataDir, 'kms.key'))
        : undefined,
  }
}
