import type { WalletFrameConfig } from './walletFrameConfigSchema'

/**
 * The account type a visitor who has chosen none starts on in `projectId`'s frame pages: the
 * project's own (`projectAccountType`), else the smart account. Any page can name any project,
 * so this is a default only: it never overrides a visitor's own choice, and grants nothing.
 * @example projectAccountTypeOf(config, 'shop') // 'eip7702' with { projectAccountType: { shop: 'eip7702' } }
 */
export function projectAccountTypeOf(
  config: Pick<WalletFrameConfig, 'projectAccountType'>,
  projectId: string,
): 'eoa' | 'smartAccount' | 'eip7702' {
  return Object.hasOwn(config.projectAccountType, projectId)
    ? (config.projectAccountType[projectId] ?? 'smartAccount')
    : 'smartAccount'
}
