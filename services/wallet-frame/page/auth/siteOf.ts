import type { FrameContext } from '../FrameContext'

/**
 * The site mails name (device approval, email change): the page's name and the origin the
 * browser vouched for.
 * @example const site = siteOf(ctx) // { name: 'Shop', origin: 'https://shop.example' }
 */
export function siteOf(ctx: FrameContext) {
  const name = ctx.dapp()?.name
  return { ...(name !== undefined && { name: name.slice(0, 200) }), origin: ctx.parentOrigin }
}
