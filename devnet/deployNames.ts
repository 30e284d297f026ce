// ENS names on the devnet (issue 15, spec §5 "ENS resolution direct"): ENS's own registry and public resolver from
// their npm artifacts, our UniversalResolver over them (./contracts/DevnetUniversalResolver.sol), and names for some
// dev accounts with their reverse records, so a person can send to "alice.eth" and see a primary name.
import { labelhash, namehash, parseAbi } from 'viem';
import { loadArtifact } from './artifacts.ts';
import { compileOwnContract } from './compileContract.ts';
import { DEPLOYER } from './market.ts';
import type { NameContracts, NameManifest } from '../contract/deployment.ts';
import type { ChainSession } from './session.ts';

/** The seeded names: each points at a dev account, and is that account's primary name when `primary`. */
export const NAMES: readonly { label: string; account: number; primary: boolean }[] = [
  { label: 'alice', account: 1, primary: true },
  { label: 'bob', account: 2, primary: true },
  { label: 'carol', account: 3, primary: false },
];

const registryAbi = parseAbi([
  'function setSubnodeOwner(bytes32 node, bytes32 label, address owner) returns (bytes32)',
  'function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl)',
]);
const resolverAbi = parseAbi([
  'function setAddr(bytes32 node, address a)',
  'function setName(bytes32 node, string name)',
]);

export async function deployNames(chain: ChainSession): Promise<{ contracts: NameContracts; names: NameManifest[] }> {
  const registryArtifact = loadArtifact('ENSRegistry');
  const resolverArtifact = loadArtifact('PublicResolver');
  const universal = compileOwnContract('DevnetUniversalResolver');
  const registry = await chain.deploy(DEPLOYER, registryArtifact.abi, registryArtifact.bytecode);
  const resolver = await chain.deploy(DEPLOYER, resolverArtifact.abi, resolverArtifact.bytecode, [registry]);
  const universalResolver = await chain.deploy(DEPLOYER, universal.abi, universal.bytecode, [registry]);
  const owner = chain.account(DEPLOYER);
  const root = namehash('');

  await chain.write(DEPLOYER, registry, registryAbi, 'setSubnodeOwner', [root, labelhash('eth'), owner]);
  await chain.write(DEPLOYER, registry, registryAbi, 'setSubnodeOwner', [root, labelhash('reverse'), owner]);
  await chain.write(DEPLOYER, registry, registryAbi, 'setSubnodeOwner', [
    namehash('reverse'),
    labelhash('addr'),
    owner,
  ]);
  const names: NameManifest[] = [];
  for (const { label, account, primary } of NAMES) {
    const name = `${label}.eth`;
    const address = chain.account(account);
    await chain.write(DEPLOYER, registry, registryAbi, 'setSubnodeRecord', [
      namehash('eth'),
      labelhash(label),
      owner,
      resolver,
      0n,
    ]);
    await chain.write(DEPLOYER, resolver, resolverAbi, 'setAddr', [namehash(name), address]);
    if (primary) {
      const reverseLabel = address.slice(2).toLowerCase();
      await chain.write(DEPLOYER, registry, registryAbi, 'setSubnodeRecord', [
        namehash('addr.reverse'),
        labelhash(reverseLabel),
        owner,
        resolver,
        0n,
      ]);
      await chain.write(DEPLOYER, resolver, resolverAbi, 'setName', [namehash(`${reverseLabel}.addr.reverse`), name]);
    }
    names.push({ name, address, primary });
  }
  return {
    contracts: { ENSRegistry: registry, ENSPublicResolver: resolver, ENSUniversalResolver: universalResolver },
    names,
  };
}
