// 1-click for liquidity (issue 36) against a real chain: the app's own plan for a new v4 ETH/USDC position (USDC's
// approval to Permit2, the Permit2 batch permit, the mint), run by the app's steps machine with the embedded wallet's
// EIP-5792 provider, goes as one batch: one wallet_sendCalls, one type-4 transaction that also upgrades the account,
// one receipt holding the approval, Permit2's approve and the mint, the position the account's, and the review's
// simulated changes what the chain moved.
import {
  type Address,
  type TransactionReceipt,
  concat,
  erc20Abi,
  parseAbiItem,
  parseEventLogs,
  parseUnits,
  zeroAddress,
} from 'viem';
import { createActor, waitFor } from 'xstate';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_MNEMONIC } from '../../devnet/anvil.ts';
import { mintableErc20Abi } from '../../contract/abis/erc20.ts';
import { positionManagerAbi } from '../../contract/abis/v4.ts';
import { PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import { DEFAULT_RUNTIME_CONFIG_OPTIONS, buildRuntimeConfig } from '../../server/runtimeConfig.ts';
import { createEmbeddedProvider } from '../../src/chain/connectors/embedded.ts';
import { mintPositionRequest } from '../../src/chain/mintPositionRequest.ts';
import { createMemoryCallBatchStore } from '../../src/chain/smartWallet/callBatch.ts';
import { liquidityTransactionMachineFor } from '../../src/features/positions/liquidityActors.ts';
import { atomicBatching } from '../../src/transactions/oneClickBatching.ts';
import { depositForAmount } from '../../workers/math/positionMath.ts';
import { createWalletSession } from '../../workers/vault/walletSession.ts';
import {
  balanceOf,
  clientsFor,
  devnetChainManifest,
  isolateEachTest,
  token,
  v4EthPoolAroundPrice,
} from './fixtures.ts';

const devnet = devnetChainManifest(31337);
const c = clientsFor(devnet, 0);
const usdc = token(devnet, 'USDC');
const positionManager = devnet.contracts.PositionManager;
/** The test phrase's 13th account: no seeding touched it (no approvals, no code). */
const ACCOUNT_INDEX = 12;
const session = createWalletSession();
let account: Address;
beforeAll(async () => {
  const { addresses } = await session.create('correct horse battery staple', TEST_MNEMONIC, ACCOUNT_INDEX + 1);
  account = addresses[ACCOUNT_INDEX]!;
});

/** Devnet as the services server's runtime config gives it to the app. */
const runtimeChain = () =>
  buildRuntimeConfig(inject('devnet'), DEFAULT_RUNTIME_CONFIG_OPTIONS).chains.find((chain) => chain.chainId === 31337)!;

const approvalEvent = parseAbiItem('event Approval(address indexed owner, address indexed spender, uint256 value)');
const permit2ApprovalEvent = parseAbiItem(
  'event Approval(address indexed owner, address indexed token, address indexed spender, uint160 amount, uint48 expiration)',
);
const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 indexed id)');

describe('1-click liquidity', () => {
  isolateEachTest();

  it('should create a v4 position as one batch: approval, Permit2 approve and mint in one receipt, owned by the account', async () => {
    await c.testClient.setBalance({ address: account, value: parseUnits('10', 18) });
    await c.walletClient.writeContractSync({
      address: usdc.address,
      abi: mintableErc20Abi,
      functionName: 'mint',
      args: [account, parseUnits('3000', usdc.decimals)],
    });
    const { poolKey, sqrtPriceX96, tickLower, tickUpper } = await v4EthPoolAroundPrice(c, devnet, usdc.address);
    const deposit = depositForAmount({
      sqrtPriceX96,
      tickLower,
      tickUpper,
      side: 1,
      amount: parseUnits('2000', usdc.decimals),
    });
    const chain = runtimeChain();
    const provider = createEmbeddedProvider({
      signer: session,
      chains: () => [chain],
      account,
      chainId: chain.chainId,
      batches: createMemoryCallBatchStore(),
    });
    const built = mintPositionRequest({
      version: 'v4',
      positionManager,
      ...poolKey,
      tickLower,
      tickUpper,
      amount0: deposit.amount0,
      amount1: deposit.amount1,
      liquidity: deposit.liquidity,
      owner: account,
      slippageBips: 50,
    });
    let received: TransactionReceipt | undefined;
    const machine = liquidityTransactionMachineFor({
      ...built,
      chain,
      account,
      provider,
      needs: built.needs.map((need) => ({ ...need, symbol: usdc.symbol, decimals: usdc.decimals })),
      activity: { type: 'mint' },
      onReceipt: (receipt) => (received = receipt),
      // what useOneClickBatching gives a review when 1-click is on
      batching: atomicBatching({ chain, account, provider }),
    });
    const [ethBefore, usdcBefore, nonceBefore] = [
      await c.publicClient.getBalance({ address: account }),
      await balanceOf(c, usdc.address, account),
      await c.publicClient.getTransactionCount({ address: account }),
    ];
    const nextId = await c.publicClient.readContract({
      address: positionManager,
      abi: positionManagerAbi,
      functionName: 'nextTokenId',
    });

    const actor = createActor(machine).start();
    const review = await waitFor(actor, (s) => s.matches('ready') || s.matches('blocked') || s.matches('failed'));

    // the review: one batch standing for the three steps, upgrading the account, simulated as its own execute
    expect(review.value).toBe('ready');
    const [batch, ...others] = review.context.steps;
    expect(others).toEqual([]);
    expect(batch?.type).toBe('batch');
    if (batch?.type !== 'batch') throw new Error('one batch expected');
    expect(batch.steps.map((step) => step.type)).toEqual(['approval', 'signature', 'transaction']);
    expect(batch.upgradeTo).toBe(devnet.delegation!.latest);
    const preview = review.context.preview;
    if (preview?.status !== 'simulated') throw new Error(`the batch was not simulated: ${preview?.status}`);
    const simulated = (kind: 'native' | 'erc20') => {
      const change = preview.changes.find((candidate) => candidate.kind === kind);
      return change && 'amount' in change ? change.amount : undefined;
    };

    actor.send({ type: 'CONFIRM' });
    const done = await waitFor(actor, (s) => s.matches('succeeded') || s.matches('failed'), { timeout: 60_000 });

    expect(done.context.failure).toBeUndefined();
    expect(done.value).toBe('succeeded');
    if (!received) throw new Error('no receipt');
    // one transaction from the account to itself (ERC-7821 execute), carrying its authorization: nonce + 2
    expect(received.status).toBe('success');
    expect(received.from.toLowerCase()).toBe(account.toLowerCase());
    expect(received.to?.toLowerCase()).toBe(account.toLowerCase());
    const transaction = await c.publicClient.getTransaction({ hash: received.transactionHash });
    expect(transaction.type).toBe('eip7702');
    expect(await c.publicClient.getTransactionCount({ address: account })).toBe(nonceBefore + 2);
    expect((await c.publicClient.getCode({ address: account }))?.toLowerCase()).toBe(
      concat(['0xef0100', devnet.delegation!.latest]).toLowerCase(),
    );
    // its one receipt: USDC approved to Permit2, Permit2's allowance for the PositionManager, the position minted to
    // the account
    const approvals = parseEventLogs({ abi: [approvalEvent], logs: received.logs, strict: false });
    expect(
      approvals.some(
        (log) =>
          log.address.toLowerCase() === usdc.address.toLowerCase() &&
          log.args.owner?.toLowerCase() === account.toLowerCase() &&
          log.args.spender === PERMIT2_ADDRESS,
      ),
    ).toBe(true);
    const permit2Approvals = parseEventLogs({ abi: [permit2ApprovalEvent], logs: received.logs, strict: false });
    expect(permit2Approvals.filter((log) => log.address.toLowerCase() === PERMIT2_ADDRESS.toLowerCase())).toMatchObject(
      [{ args: { token: usdc.address, spender: positionManager } }],
    );
    const minted = parseEventLogs({ abi: [transferEvent], logs: received.logs, strict: false }).filter(
      (log) => log.address.toLowerCase() === positionManager.toLowerCase(),
    );
    expect(minted).toMatchObject([{ args: { from: zeroAddress, id: nextId } }]);
    expect(minted[0]!.args.to?.toLowerCase()).toBe(account.toLowerCase());
    expect(
      await c.publicClient.readContract({
        address: positionManager,
        abi: positionManagerAbi,
        functionName: 'ownerOf',
        args: [nextId],
      }),
    ).toBe(account);
    expect(
      await c.publicClient.readContract({
        address: positionManager,
        abi: positionManagerAbi,
        functionName: 'getPositionLiquidity',
        args: [nextId],
      }),
    ).toBe(deposit.liquidity);
    // the chain moved what the review simulated: USDC to the wei, ETH less the network cost
    const usdcSpent =
      usdcBefore -
      (await c.publicClient.readContract({
        address: usdc.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      }));
    expect(usdcSpent).toBe(deposit.amount1);
    expect(simulated('erc20')).toBe(-usdcSpent);
    const gas = received.gasUsed * received.effectiveGasPrice;
    const ethMoved = (await c.publicClient.getBalance({ address: account })) - ethBefore + gas;
    expect(ethMoved).toBe(-deposit.amount0);
    expect(simulated('native')).toBe(ethMoved);
  });
});
