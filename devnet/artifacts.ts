import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Abi, type Hex, keccak256 } from 'viem';

const require = createRequire(import.meta.url);

/** Where each contract's official, compiled artifact sits in its npm package. Nothing here is compiled by us. */
export const ARTIFACT_PATHS = {
  WETH9: '@uniswap/v2-periphery/build/WETH9.json',
  UniswapV2Factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  UniswapV2Pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
  UniswapV2Router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  UniswapV3Factory: '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
  UniswapV3Pool: '@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json',
  NFTDescriptor: '@uniswap/v3-periphery/artifacts/contracts/libraries/NFTDescriptor.sol/NFTDescriptor.json',
  NonfungibleTokenPositionDescriptor:
    '@uniswap/v3-periphery/artifacts/contracts/NonfungibleTokenPositionDescriptor.sol/NonfungibleTokenPositionDescriptor.json',
  NonfungiblePositionManager:
    '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
  QuoterV2: '@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json',
  TickLens: '@uniswap/v3-periphery/artifacts/contracts/lens/TickLens.sol/TickLens.json',
  UniswapInterfaceMulticall:
    '@uniswap/v3-periphery/artifacts/contracts/lens/UniswapInterfaceMulticall.sol/UniswapInterfaceMulticall.json',
  PoolManager: '@uniswap/v4-core/out/PoolManager.sol/PoolManager.json',
  PositionDescriptor: '@uniswap/v4-periphery/foundry-out/PositionDescriptor.sol/PositionDescriptor.json',
  PositionManager: '@uniswap/v4-periphery/foundry-out/PositionManager.sol/PositionManager.json',
  StateView: '@uniswap/v4-periphery/foundry-out/StateView.sol/StateView.json',
  V4Quoter: '@uniswap/v4-periphery/foundry-out/V4Quoter.sol/V4Quoter.json',
  UniversalRouter: '@uniswap/universal-router/artifacts/contracts/UniversalRouter.sol/UniversalRouter.json',
  UniswapV3Staker: '@uniswap/v3-staker/artifacts/contracts/UniswapV3Staker.sol/UniswapV3Staker.json',
  // Test contracts shipped in the same packages: tokens, NFTs and a hook.
  MockERC20: '@uniswap/v4-periphery/foundry-out/MockERC20.sol/MockERC20.json',
  MockFOT: '@uniswap/v4-periphery/foundry-out/MockFeeOnTransfer.sol/MockFOT.json',
  MockCounterHook: '@uniswap/v4-periphery/foundry-out/MockCounterHook.sol/MockCounterHook.json',
  // The name service (truffle layout): ENS's registry and public resolver.
  ENSRegistry: '@ensdomains/ens/build/contracts/ENSRegistry.json',
  PublicResolver: '@ensdomains/resolver/build/contracts/PublicResolver.json',
} as const;

export type ArtifactName = keyof typeof ARTIFACT_PATHS;
export type Artifact = { abi: Abi; bytecode: Hex; linkReferences: LinkReferences };
type LinkReferences = Record<string, Record<string, { start: number; length: number }[]>>;

type RawArtifact = {
  abi: Abi;
  bytecode: string | { object: string; linkReferences?: LinkReferences };
  linkReferences?: LinkReferences;
};

const cache = new Map<ArtifactName, Artifact>();

/** Reads an artifact from its npm package (the four layouts: waffle, truffle, hardhat and foundry). */
export function loadArtifact(name: ArtifactName): Artifact {
  const cached = cache.get(name);
  if (cached) return cached;
  const raw = JSON.parse(readFileSync(require.resolve(ARTIFACT_PATHS[name]), 'utf8')) as RawArtifact;
  const code = typeof raw.bytecode === 'string' ? raw.bytecode : raw.bytecode.object;
  const linkReferences = (typeof raw.bytecode === 'string' ? raw.linkReferences : raw.bytecode.linkReferences) ?? {};
  const artifact: Artifact = {
    abi: raw.abi,
    bytecode: (code.startsWith('0x') ? code : `0x${code}`) as Hex,
    linkReferences,
  };
  cache.set(name, artifact);
  return artifact;
}

/** Writes library addresses into an artifact's creation code at the offsets its link references name. */
export function linkBytecode(artifact: Artifact, libraries: Record<string, `0x${string}`>): Hex {
  let code = artifact.bytecode.slice(2);
  for (const byName of Object.values(artifact.linkReferences)) {
    for (const [library, offsets] of Object.entries(byName)) {
      const address = libraries[library];
      if (!address) throw new Error(`Library ${library} has no address to link`);
      for (const { start } of offsets) {
        code = code.slice(0, start * 2) + address.slice(2).toLowerCase() + code.slice(start * 2 + 40);
      }
    }
  }
  return `0x${code}`;
}

/** keccak256 of a contract's creation code: the v2 pair and v3 pool init-code hashes the routers need. */
export function initCodeHash(name: 'UniswapV2Pair' | 'UniswapV3Pool'): Hex {
  return keccak256(loadArtifact(name).bytecode);
}

/** The canonical Permit2 runtime code, as Permit2's own repository ships it for tests (Permit2 is not on npm). */
export function permit2RuntimeCode(): Hex {
  const source = readFileSync(
    require.resolve('@uniswap/v4-periphery/lib/permit2/test/utils/DeployPermit2.sol'),
    'utf8',
  );
  const match = /hex"([0-9a-fA-F]+)"/.exec(source);
  if (!match?.[1]) throw new Error('Permit2 bytecode not found in DeployPermit2.sol');
  return `0x${match[1]}`;
}

/** Versions of every package whose artifacts shape the devnet: part of the state cache key. */
export function artifactPackageVersions(): Record<string, string> {
  const packages = [
    '@foundry-rs/anvil',
    '@uniswap/v2-core',
    '@uniswap/v2-periphery',
    '@uniswap/v3-core',
    '@uniswap/v3-periphery',
    '@uniswap/v4-core',
    '@uniswap/v4-periphery',
    '@uniswap/universal-router',
    '@ensdomains/ens',
    '@ensdomains/resolver',
    '@openzeppelin/contracts',
    '@metamask/delegation-abis',
    '@across-protocol/contracts',
    'solc',
  ];
  return Object.fromEntries(
    packages.map((p) => [
      p,
      (JSON.parse(readFileSync(require.resolve(`${p}/package.json`), 'utf8')) as { version: string }).version,
    ]),
  );
}
