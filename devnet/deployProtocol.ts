import { type Address, type Hex, hashDomain, parseAbi, stringToHex, zeroAddress } from 'viem';
import { permit2Abi } from '../contract/abis/permit2.ts';
import { PERMIT2_ADDRESS } from '../contract/permit2.ts';
import { initCodeHash, linkBytecode, loadArtifact, permit2RuntimeCode, type ArtifactName } from './artifacts.ts';
import type { ContractName } from '../contract/deployment.ts';
import { DEPLOYER } from './market.ts';
import type { ChainSession } from './session.ts';

/** v4 PositionManager's gas limit for unsubscribe notifications (the value mainnet uses). */
const UNSUBSCRIBE_GAS_LIMIT = 300_000n;
const NATIVE_LABEL = stringToHex('ETH', { size: 32 });

/**
 * Places Permit2's canonical runtime code at its canonical address. That code was captured from a deployment on chain
 * 31337 at another address, so its cached EIP-712 domain separator (an immutable, used when the chain id matches) is
 * wrong here: it is replaced by the value Permit2's constructor would have computed at the canonical address.
 */
async function placePermit2(chain: ChainSession): Promise<void> {
  let code = permit2RuntimeCode();
  await chain.test.setCode({ address: PERMIT2_ADDRESS, bytecode: code });
  const expected = hashDomain({
    domain: { name: 'Permit2', chainId: BigInt(chain.chainId), verifyingContract: PERMIT2_ADDRESS },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
    },
  });
  const actual = await chain.public.readContract({
    address: PERMIT2_ADDRESS,
    abi: permit2Abi,
    functionName: 'DOMAIN_SEPARATOR',
  });
  if (actual === expected) return;
  const embedded = actual.slice(2).toLowerCase();
  if (code.toLowerCase().split(embedded).length !== 2)
    throw new Error('Permit2 cached domain separator not found in its code');
  code = code.toLowerCase().replace(embedded, expected.slice(2)) as Hex;
  await chain.test.setCode({ address: PERMIT2_ADDRESS, bytecode: code });
  const fixed = await chain.public.readContract({
    address: PERMIT2_ADDRESS,
    abi: permit2Abi,
    functionName: 'DOMAIN_SEPARATOR',
  });
  if (fixed !== expected) throw new Error('Permit2 domain separator is still wrong after patching');
}

/**
 * Deploys the official Uniswap contracts in a fixed order from dev account 0, so their addresses are the same on every
 * chain and every build, and places Permit2 at its canonical address.
 */
export async function deployProtocol(chain: ChainSession): Promise<Record<ContractName, Address>> {
  const deployer = chain.account(DEPLOYER);
  const deploy = (name: ArtifactName, args: readonly unknown[] = []) => {
    const artifact = loadArtifact(name);
    return chain.deploy(DEPLOYER, artifact.abi, artifact.bytecode, args);
  };

  const WETH9 = await deploy('WETH9');
  await placePermit2(chain);

  const UniswapV2Factory = await deploy('UniswapV2Factory', [deployer]);
  const UniswapV2Router02 = await deploy('UniswapV2Router02', [UniswapV2Factory, WETH9]);

  const UniswapV3Factory = await deploy('UniswapV3Factory');
  // v3-core enables 0.05%, 0.3% and 1% at construction; 0.01% is enabled by governance on mainnet, here by the owner.
  await chain.write(
    DEPLOYER,
    UniswapV3Factory,
    parseAbi(['function enableFeeAmount(uint24 fee, int24 tickSpacing)']),
    'enableFeeAmount',
    [100, 1],
  );
  const NFTDescriptor = await deploy('NFTDescriptor');
  const descriptorArtifact = loadArtifact('NonfungibleTokenPositionDescriptor');
  const NonfungibleTokenPositionDescriptor = await chain.deploy(
    DEPLOYER,
    descriptorArtifact.abi,
    linkBytecode(descriptorArtifact, { NFTDescriptor }),
    [WETH9, NATIVE_LABEL],
  );
  const NonfungiblePositionManager = await deploy('NonfungiblePositionManager', [
    UniswapV3Factory,
    WETH9,
    NonfungibleTokenPositionDescriptor,
  ]);
  const QuoterV2 = await deploy('QuoterV2', [UniswapV3Factory, WETH9]);
  const TickLens = await deploy('TickLens');
  const UniswapInterfaceMulticall = await deploy('UniswapInterfaceMulticall');

  const PoolManager = await deploy('PoolManager', [deployer]);
  const PositionDescriptor = await deploy('PositionDescriptor', [PoolManager, WETH9, NATIVE_LABEL]);
  const PositionManager = await deploy('PositionManager', [
    PoolManager,
    PERMIT2_ADDRESS,
    UNSUBSCRIBE_GAS_LIMIT,
    PositionDescriptor,
    WETH9,
  ]);
  const StateView = await deploy('StateView', [PoolManager]);
  const V4Quoter = await deploy('V4Quoter', [PoolManager]);

  const UniversalRouter = await deploy('UniversalRouter', [
    {
      permit2: PERMIT2_ADDRESS,
      weth9: WETH9,
      v2Factory: UniswapV2Factory,
      v3Factory: UniswapV3Factory,
      pairInitCodeHash: initCodeHash('UniswapV2Pair'),
      poolInitCodeHash: initCodeHash('UniswapV3Pool'),
      v4PoolManager: PoolManager,
      v3NFTPositionManager: NonfungiblePositionManager,
      v4PositionManager: PositionManager,
      spokePool: zeroAddress,
    },
  ]);

  return {
    WETH9,
    Permit2: PERMIT2_ADDRESS,
    UniswapV2Factory,
    UniswapV2Router02,
    UniswapV3Factory,
    NFTDescriptor,
    NonfungibleTokenPositionDescriptor,
    NonfungiblePositionManager,
    QuoterV2,
    TickLens,
    UniswapInterfaceMulticall,
    PoolManager,
    PositionDescriptor,
    PositionManager,
    StateView,
    V4Quoter,
    UniversalRouter,
  };
}
