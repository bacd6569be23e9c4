import { z } from 'zod'

/**
 * A contract the operator names on one chain (the swap router, WETH, its tokens): the approval
 * view shows the name beside the address, never instead of it. Names come from this file only;
 * a page cannot name a contract. Printable text, short enough for one line.
 * @example frameContractSchema.parse({ address: '0xE1823C8904875cf2893a25C839B9dFfA26948668', name: 'Uniswap V2 router' })
 */
export const frameContractSchema = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  name: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u, 'Expected printable text'),
})
