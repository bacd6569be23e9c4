/**
 * What an asset id that AppKit clients compile in stands for: a network (CAIP-2) or a wallet
 * (`@web3icons` id) whose logo to draw, and a label for the monogram when there is none.
 * @example
 * const base: AppKitAsset = { label: 'Base', network: 'eip155:8453' }
 */
export type AppKitAsset = { label: string; network?: string; wallet?: string }

const network = (caip2: string, label: string): AppKitAsset => ({ label, network: caip2 })
const wallet = (iconId: string, label: string): AppKitAsset => ({ label, wallet: iconId })

/**
 * The preset ids AppKit clients ask /public/getAssetImage for (api-shapes.md, Images): one per
 * network they know and one per built-in connector. No API lists them; these are the values
 * the published clients ship.
 * @example
 * APPKIT_ASSET_IDS.get('7289c336-3981-4081-c5f4-efc26ac64a00') // Base
 */
export const APPKIT_ASSET_IDS: ReadonlyMap<string, AppKitAsset> = new Map(
  Object.entries({
    'ba0ba0cd-17c6-4806-ad93-f9d174f17900': network('eip155:1', 'Ethereum'),
    '3bff954d-5cb0-47a0-9a23-d20192e74600': network('eip155:42161', 'Arbitrum'),
    '30c46e53-e989-45fb-4549-be3bd4eb3b00': network('eip155:43114', 'Avalanche'),
    '93564157-2e8e-4ce7-81df-b264dbee9b00': network('eip155:56', 'BNB Chain'),
    '06b26297-fe0c-4733-5d6b-ffa5498aac00': network('eip155:250', 'Fantom'),
    'ab9c186a-c52f-464b-2906-ca59d760a400': network('eip155:10', 'Optimism'),
    '41d04d42-da3b-4453-8506-668cc0727900': network('eip155:137', 'Polygon'),
    'e86fae9b-b770-4eea-e520-150e12c81100': network('eip155:5000', 'Mantle'),
    '6a97d510-cac8-4e58-c7ce-e8681b044c00': network('eip155:295', 'Hedera'),
    'e909ea0a-f92a-4512-c8fc-748044ea6800': network('eip155:11155111', 'Sepolia'),
    'a18a7ecd-e307-4360-4746-283182228e00': network('eip155:84532', 'Base Sepolia'),
    '4eeea7ef-0014-4649-5d1d-07271a80f600': network('eip155:1301', 'Unichain Sepolia'),
    '2257980a-3463-48c6-cbac-a42d2a956e00': network('eip155:130', 'Unichain'),
    '0a728e83-bacb-46db-7844-948f05434900': network('eip155:10143', 'Monad Testnet'),
    '02b53f6a-e3d4-479e-1cb4-21178987d100': network('eip155:100', 'Gnosis'),
    'f926ff41-260d-4028-635e-91913fc28e00': network('eip155:9001', 'Evmos'),
    'b310f07f-4ef7-49f3-7073-2a0a39685800': network('eip155:324', 'zkSync'),
    '5a73b3dd-af74-424e-cae0-0de859ee9400': network('eip155:314', 'Filecoin'),
    '34e68754-e536-40da-c153-6ef2e7188a00': network('eip155:4689', 'IoTeX'),
    '3897a66d-40b9-4833-162f-a2c90531c900': network('eip155:1088', 'Metis'),
    '161038da-44ae-4ec7-1208-0ea569454b00': network('eip155:1284', 'Moonbeam'),
    'f1d73bb6-5450-4e18-38f7-fb6484264a00': network('eip155:1285', 'Moonriver'),
    '845c60df-d429-4991-e687-91ae45791600': network('eip155:7777777', 'Zora'),
    'ab781bbc-ccc6-418d-d32d-789b15da1f00': network('eip155:42220', 'Celo'),
    '7289c336-3981-4081-c5f4-efc26ac64a00': network('eip155:8453', 'Base'),
    '3ff73439-a619-4894-9262-4470c773a100': network('eip155:1313161554', 'Aurora'),
    'b8101fc0-9c19-4b6f-ec65-f6dfff106e00': network('eip155:2020', 'Ronin'),
    'e329c2c9-59b0-4a02-83e4-212ff3779900': network('eip155:80094', 'Berachain'),
    'fc2427d1-5af9-4a9c-8da5-6f94627cd900': network('eip155:2741', 'Abstract'),
    'a1b58899-f671-4276-6a5e-56ca5bd59700': network(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'Solana',
    ),
    '3e8119e5-2a6f-4818-c50c-1937011d5900': network(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'Solana',
    ),
    '0b4838db-0161-4ffe-022d-532bf03dba00': network(
      'bip122:000000000019d6689c085ae165831e93',
      'Bitcoin',
    ),
    '39354064-d79b-420b-065d-f980c4b78200': network(
      'bip122:000000000933ea01ad0ee984209779ba',
      'Bitcoin Testnet',
    ),
    'b3406e4a-bbfc-44fb-e3a6-89673c78b700': network(
      'bip122:00000008819873e925422c1ff0f99f7c',
      'Bitcoin Signet',
    ),
    '0c2840c3-5b04-4c44-9661-fbd4b49e1800': wallet('coinbase', 'Coinbase'),
    '461db637-8616-43ce-035a-d89b8a1d5800': wallet('safe', 'Safe'),
    '54a1aa77-d202-4f8d-0fb2-5d2bb6db0300': wallet('ledger', 'Ledger'),
    'ef1a1fcf-7fe8-4d69-bd6d-fda1345b4400': wallet('wallet-connect', 'WalletConnect'),
    // The generic browser-wallet connector has no brand: a monogram.
    '07ba87ed-43aa-4adf-4540-9e6a2b9cae00': { label: 'Browser Wallet' },
  }),
)
