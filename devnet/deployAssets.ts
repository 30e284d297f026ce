import {
  type Address,
  type Hex,
  concat,
  encodeDeployData,
  getAddress,
  getCreate2Address,
  keccak256,
  numberToHex,
  padHex,
  parseAbi,
  toHex,
} from 'viem';

import { loadArtifact } from './artifacts.ts';
import { compileOwnContract } from './compileContract.ts';
import type { NftCollectionManifest, TokenManifest } from '../contract/deployment.ts';
import { collectibleContent } from './nftArt.ts';
import { DEPLOYER, NFT_COLLECTIONS, TOKENS } from './market.ts';
import type { ChainSession } from './session.ts';

/** The deterministic CREATE2 deployer anvil ships at genesis, as on every public chain. */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c';

/** v4 hook permission bits (Hooks.sol): a hook's address must carry exactly the bits of the callbacks it implements. */
export const HOOK_FLAGS = {
  BEFORE_INITIALIZE: 1 << 13,
  AFTER_INITIALIZE: 1 << 12,
  BEFORE_ADD_LIQUIDITY: 1 << 11,
  AFTER_ADD_LIQUIDITY: 1 << 10,
  BEFORE_REMOVE_LIQUIDITY: 1 << 9,
  AFTER_REMOVE_LIQUIDITY: 1 << 8,
  BEFORE_SWAP: 1 << 7,
  AFTER_SWAP: 1 << 6,
  BEFORE_DONATE: 1 << 5,
  AFTER_DONATE: 1 << 4,
  BEFORE_SWAP_RETURNS_DELTA: 1 << 3,
  AFTER_SWAP_RETURNS_DELTA: 1 << 2,
  AFTER_ADD_LIQUIDITY_RETURNS_DELTA: 1 << 1,
  AFTER_REMOVE_LIQUIDITY_RETURNS_DELTA: 1 << 0,
} as const;
const ALL_HOOK_FLAGS = (1 << 14) - 1;

/** MockCounterHook implements beforeAdd/RemoveLiquidity and before/afterSwap. */
const COUNTER_HOOK_FLAGS =
  HOOK_FLAGS.BEFORE_ADD_LIQUIDITY | HOOK_FLAGS.BEFORE_REMOVE_LIQUIDITY | HOOK_FLAGS.BEFORE_SWAP | HOOK_FLAGS.AFTER_SWAP;

const mockErc20Abi = parseAbi(['function mint(address to, uint256 amount)', 'function setFee(uint256 amountInBips)']);

/** Deploys the seeded ERC20s that live on this chain. Returns them in the table's order, WETH first. */
export async function deployTokens(
  chain: ChainSession,
  weth: Address,
  positionManager: Address,
): Promise<TokenManifest[]> {
  const tokens: TokenManifest[] = [
    { address: weth, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, color: '#627EEA', flags: ['wrappedNative'] },
  ];
  for (const spec of TOKENS.filter((t) => t.chains.includes(chain.chainId))) {
    let address: Address;
    if (spec.flags.includes('feeOnTransfer')) {
      // The fee-on-transfer mock from v4-periphery; its name is fixed at "FOT Token", so the devnet renames it in storage.
      const artifact = loadArtifact('MockFOT');
      address = await chain.deploy(DEPLOYER, artifact.abi, artifact.bytecode, [positionManager]);
      await renameSolmateToken(chain, address, spec.name, spec.symbol);
      await chain.write(DEPLOYER, address, mockErc20Abi, 'setFee', [BigInt(spec.transferFeeBips ?? 100)]);
    } else {
      const artifact = loadArtifact('MockERC20');
      address = await chain.deploy(DEPLOYER, artifact.abi, artifact.bytecode, [spec.name, spec.symbol, spec.decimals]);
    }
    tokens.push({
      address,
      symbol: spec.symbol,
      name: spec.name,
      decimals: spec.decimals,
      color: spec.color,
      flags: [...spec.flags],
      ...(spec.transferFeeBips ? { transferFeeBips: spec.transferFeeBips } : {}),
    });
  }
  return tokens;
}

/** solmate's ERC20 keeps `name` in slot 0 and `symbol` in slot 1; short strings are stored in place with length * 2. */
async function renameSolmateToken(chain: ChainSession, token: Address, name: string, symbol: string) {
  const shortString = (value: string): Hex => {
    const bytes = new TextEncoder().encode(value);
    if (bytes.length > 31) throw new Error(`"${value}" is too long to store in place`);
    const word = new Uint8Array(32);
    word.set(bytes);
    word[31] = bytes.length * 2;
    return toHex(word);
  };
  await chain.test.setStorageAt({ address: token, index: 0, value: shortString(name) });
  await chain.test.setStorageAt({ address: token, index: 1, value: shortString(symbol) });
}

/**
 * Deploys the NFT collections on this chain (./contracts/DevnetCollectible.sol) and mints items to every dev account,
 * each with an ipfs:// URI of its metadata (./nftArt.ts).
 */
export async function deployNftCollections(chain: ChainSession): Promise<NftCollectionManifest[]> {
  const contract = compileOwnContract('DevnetCollectible');
  const mintAbi = parseAbi(['function mint(address to, string uri) returns (uint256)']);
  const collections: NftCollectionManifest[] = [];
  for (const spec of NFT_COLLECTIONS.filter((c) => c.chains.includes(chain.chainId))) {
    const address = await chain.deploy(DEPLOYER, contract.abi, contract.bytecode, [spec.name, spec.symbol]);
    const items: NftCollectionManifest['items'] = [];
    let tokenId = 0;
    for (let round = 0; round < spec.itemsPerAccount; round++) {
      for (let account = 0; account < 10; account++) {
        const { tokenUri } = await collectibleContent(spec, ++tokenId);
        await chain.write(DEPLOYER, address, mintAbi, 'mint', [chain.account(account), tokenUri]);
        items.push({ tokenId, owner: chain.account(account) });
      }
    }
    collections.push({ address, name: spec.name, symbol: spec.symbol, items });
  }
  return collections;
}

/** Finds a CREATE2 salt that puts the hook at an address whose low 14 bits are exactly its permission flags. */
export function mineHookSalt(initCode: Hex, flags: number): { salt: Hex; address: Address } {
  const bytecodeHash = keccak256(initCode);
  for (let i = 0; i < 2_000_000; i++) {
    const salt = padHex(numberToHex(i), { size: 32 });
    const address = getCreate2Address({ from: CREATE2_DEPLOYER, salt, bytecodeHash });
    if (Number(BigInt(address) & BigInt(ALL_HOOK_FLAGS)) === flags) return { salt, address };
  }
  throw new Error('No hook salt found');
}

/** Deploys MockCounterHook through the CREATE2 deployer at a mined address. */
export async function deployCounterHook(chain: ChainSession, poolManager: Address): Promise<Address> {
  const artifact = loadArtifact('MockCounterHook');
  const initCode = encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args: [poolManager] } as never);
  const { salt, address } = mineHookSalt(initCode, COUNTER_HOOK_FLAGS);
  await chain.send(DEPLOYER, { to: CREATE2_DEPLOYER, data: concat([salt, initCode]) });
  const code = await chain.public.getCode({ address });
  if (!code || code === '0x') throw new Error(`Hook was not deployed at ${address}`);
  return getAddress(address);
}
