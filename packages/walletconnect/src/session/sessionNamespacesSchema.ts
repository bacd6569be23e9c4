import { isAddressForNamespace } from '@portico/common'
import { z } from '@portico/common/zod'

/**
 * A CAIP-10 account id whose address follows its namespace's rules (common's
 * isAddressForNamespace): EIP-55 hex for eip155, 32-byte base58 for solana
 * (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzD…AWWM`), a Bitcoin address for bip122.
 */
const caipAccountSchema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/)
  .refine(
    (account) => {
      const [namespace = '', , address] = account.split(':')
      return isAddressForNamespace(namespace, address)
    },
    { message: 'Not an address of its namespace' },
  )

/**
 * The namespaces a wallet approved, as they arrive in a session (settle or update). Accounts are
 * CAIP-10 ids with addresses valid for their namespace; keys are a namespace (`eip155`) or a
 * single chain (`eip155:1`).
 * @example
 * const namespaces = sessionNamespacesSchema.parse(provider.session?.namespaces)
 */
export const sessionNamespacesSchema = z.record(
  z.string(),
  z.object({
    chains: z.array(z.string()).optional(),
    accounts: z.array(caipAccountSchema),
    methods: z.array(z.string()),
    events: z.array(z.string()),
  }),
)

/**
 * Approved session namespaces after validation.
 * @example
 * const approved: SessionNamespaces = { eip155: { accounts: ['eip155:1:0xf39F…2266'], methods: [], events: [] } }
 */
export type SessionNamespaces = z.infer<typeof sessionNamespacesSchema>
