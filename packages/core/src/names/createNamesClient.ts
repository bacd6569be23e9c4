import {
  evmChainIdToCoinType,
  IDENTITY_CACHE_MS,
  isValidAccountName,
  NameSuggestionsError,
  NamesForAddressError,
  NameZoneNotSupportedError,
  RegisterNameError,
  ResolveNameError,
  STORAGE_KEYS,
  UserRejectedRequestError,
} from '@portico/common'
import { ApiHttpError } from '../api/apiErrors'
import { gatewayClientConfig } from '../api/gatewayClientConfig'
import { identityQueryOptions } from '../queries/identityQueryOptions'
import type { Portico } from '../types/Portico'
import { createProfileApiClient } from './createProfileApiClient'
import { createStoredCache } from './createStoredCache'
import { DEFAULT_NAME_SUFFIX } from './defaultNameSuffix'
import type { Identity, NamesClient, ResolvedName } from './NamesClient'
import { registrationMessage } from './registrationMessage'

/**
 * The names client of one Portico instance over the gateway's profile and identity calls.
 * Names are an EVM feature (spec §9): the active eip155 account signs, and its network's coin
 * type is the one registered.
 * @example
 * const names = createNamesClient(portico)
 * await names.getSuggestions('alice')
 */
export function createNamesClient(portico: Portico): NamesClient {
  const { options, stores, storage } = portico
  const suffix = options.nameSuffix ?? DEFAULT_NAME_SUFFIX
  const zone = suffix.replace(/^\./, '')
  const profile = createProfileApiClient(gatewayClientConfig(options))
  const identities = createStoredCache<Identity>(
    storage,
    STORAGE_KEYS.identityCache,
    IDENTITY_CACHE_MS,
  )
  const resolved = createStoredCache<ResolvedName>(
    storage,
    STORAGE_KEYS.nameCache,
    IDENTITY_CACHE_MS,
  )
  const account = () => {
    const address = stores.account.getState().accounts.eip155?.address
    const caipNetwork = stores.chain.getState().networks.eip155?.caipNetwork
    return address && caipNetwork ? { address, caipNetwork } : undefined
  }
  const fullName = (label: string) => {
    const lower = label.trim().toLowerCase()
    return lower.includes('.') ? lower : `${lower}${suffix}`
  }
  const fetchIdentity = async (address: string): Promise<Identity> => {
    const queryClient = await portico.getQueryClient()
    const sender = account()?.address
    const identity = await queryClient.fetchQuery(
      identityQueryOptions(portico.api.blockchain, { address, sender }),
    )
    identities.set(address, identity)
    return identity
  }

  return {
    suffix,
    fullName,
    async isNameRegistered(name) {
      return profile.getName(fullName(name)).then(
        () => true,
        () => false,
      )
    },
    async getSuggestions(label) {
      try {
        return await profile.getSuggestions(label.trim().toLowerCase(), zone)
      } catch (cause) {
        throw new NameSuggestionsError({ cause })
      }
    },
    async getNamesForAddress(address) {
      try {
        return await profile.getNamesForAddress(address, account()?.address)
      } catch (cause) {
        throw new NamesForAddressError({ cause })
      }
    },
    async resolveName(input) {
      const name = fullName(input)
      const cached = resolved.get(name)
      if (cached) return cached
      let record: Awaited<ReturnType<typeof profile.getName>>
      try {
        record = await profile.getName(name)
      } catch (cause) {
        if (cause instanceof ApiHttpError && cause.status === 404) {
          // The gateway has no registry for this zone: not a missing name, an unusable kind.
          if ((cause.body as { code?: unknown } | undefined)?.code === 'NAME_ZONE_NOT_SUPPORTED')
            throw new NameZoneNotSupportedError(name.slice(name.lastIndexOf('.')), { cause })
          return undefined
        }
        throw new ResolveNameError({ cause })
      }
      const chainId = Number(account()?.caipNetwork.id)
      const coinType = Number.isInteger(chainId) ? String(evmChainIdToCoinType(chainId)) : ''
      // The address for the active network's coin type, else the one the name was made with.
      const entry = record.addresses[coinType] ?? Object.values(record.addresses)[0]
      if (!entry) return undefined
      const avatar = record.attributes?.find((attribute) => attribute.avatar)?.avatar
      const answer: ResolvedName = {
        address: entry.address,
        name: record.name,
        avatar:
          avatar ??
          (await fetchIdentity(entry.address).catch(() => undefined))?.avatar ??
          undefined,
      }
      resolved.set(name, answer)
      return answer
    },
    async registerName(label) {
      const active = account()
      const name = fullName(label)
      if (!active || !isValidAccountName(name.slice(0, -suffix.length))) {
        throw new RegisterNameError({ details: 'No EVM account, or the name breaks the rule' })
      }
      try {
        const coinType = evmChainIdToCoinType(Number(active.caipNetwork.id))
        const message = registrationMessage({
          name,
          address: active.address,
          coinType,
          now: Date.now(),
        })
        const signature = await portico.signMessage({ message, namespace: 'eip155' })
        await profile.register({ coin_type: coinType, address: active.address, message, signature })
      } catch (cause) {
        if (cause instanceof UserRejectedRequestError) throw cause
        throw new RegisterNameError({ cause })
      }
      identities.remove(active.address)
      const queryClient = await portico.getQueryClient()
      await queryClient.invalidateQueries({ queryKey: ['portico', 'identity', active.address] })
      const identity = await fetchIdentity(active.address).catch(() => ({ name, avatar: null }))
      stores.account.getState().setAccount('eip155', {
        profileName: identity.name ?? name,
        profileImage: identity.avatar ?? undefined,
      })
      return name
    },
    async getIdentity(address) {
      return identities.get(address) ?? fetchIdentity(address)
    },
  }
}
