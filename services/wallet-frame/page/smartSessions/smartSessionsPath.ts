import type { FrameContext } from '../FrameContext'

/**
 * The frame service's route that passes a grant or revocation on to the gateway, for this
 * frame's project.
 * @example smartSessionsPath(ctx, 'record') // '/smart-sessions/v1/record?projectId=demo'
 */
export function smartSessionsPath(
  ctx: Pick<FrameContext, 'config'>,
  action: 'record' | 'revoke',
): string {
  return `/smart-sessions/v1/${action}?projectId=${encodeURIComponent(ctx.config.projectId)}`
}
