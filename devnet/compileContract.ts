// Compiles the devnet's own contracts (devnet/contracts/*.sol) with solc-js, for the few a devnet needs that no npm
// package ships as bytecode. Everything else is deployed from official artifacts (./artifacts.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Abi, Hex } from 'viem';

const require = createRequire(import.meta.url);
const CONTRACTS_DIR = resolve(import.meta.dirname, 'contracts');

type SolcOutput = {
  errors?: { severity: 'error' | 'warning'; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
};

/** The source files of the devnet's own contracts: part of the state cache key. */
export const OWN_CONTRACT_SOURCES = ['DevnetUniversalResolver.sol', 'DevnetCollectible.sol'].map((file) =>
  resolve(CONTRACTS_DIR, file),
);

/** Imports resolve from node_modules (OpenZeppelin's sources, whose version the state cache key counts). */
function findImports(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') };
  } catch {
    return { error: `${path} not found` };
  }
}

/** Compiles `devnet/contracts/<name>.sol` (optimized) and returns the contract `name`'s ABI and creation code. */
export function compileOwnContract(name: string): { abi: Abi; bytecode: Hex } {
  const solc = require('solc') as {
    compile: (input: string, callbacks: { import: typeof findImports }) => string;
  };
  const file = `${name}.sol`;
  const input = {
    language: 'Solidity',
    sources: { [file]: { content: readFileSync(resolve(CONTRACTS_DIR, file), 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0)
    throw new Error(`${file} does not compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  const contract = output.contracts?.[file]?.[name];
  if (!contract) throw new Error(`${file} has no contract ${name}`);
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}
