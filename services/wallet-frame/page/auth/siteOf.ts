import type { FrameContext } from '../FrameContext'

/**
 * The site mails name (device approval, email change): the page's name, the origin the
 * browser vouched for, and the project whose allowed origins the service checks it against.
 * @example const site = siteOf(ctx) // { name: 'Shop', origin: 'https://shop.example', projectId: 'demo' }
 */
export function siteOf(ctx: FrameContext) {
  const name = ctx.dapp()?.name
  return {
    ...(name !== undefined && { name: name.slice(0, 200) }),
    origin: ctx.parentOrigin,
    projectId: ctx.config.projectId,
  }
}
