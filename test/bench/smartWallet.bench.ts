// The smart wallet's network cost (issue 36, spec §9: "up to 50% savings on network cost"): approve + Permit2 approve
// + a UniversalRouter swap as one EIP-7702 batch (ERC-7821 `execute` on the account) against the same three calls as
// separate transactions, from two fresh accounts in the same state, on the devnet. Gas used, from the receipts.
import { type Address, type Hex, encodeFunctionData, erc20Abi, maxUint256, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createWalletClient, http } from 'viem';
import { faucet } from '../../devnet/faucet.ts';
import { startDevnet } from '../../devnet/index.ts';
import { permit2Abi } from '../../contract/abis/permit2.ts';
import type { ChainDeployment } from '../../contract/deployment.ts';
import { MAX_UINT48, PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import { RouterCommand, encodeExecute } from '../../contract/universalRouter.ts';
import { encodeV3Path } from '../../contract/v3Path.ts';
import { publicClientFor } from '../../src/chain/clients.ts';
import { defineRuntimeChain } from '../../src/chain/registry.ts';
import { sendCallBatch } from '../../src/chain/smartWallet/sendCallBatch.ts';
import type { Bench, BenchResult } from './run.ts';

const PORT_BASE = Number(process.env.BENCH_DEVNET_PORT_BASE ?? 48_945);

/** approve(Permit2), Permit2.approve(UniversalRouter), execute(V3_SWAP_EXACT_IN): what a first swap of a token takes. */
function swapCalls(
  chain: ChainDeployment,
  account: Address,
  sell: Address,
  buy: Address,
  fee: number,
  amount: bigint,
  deadline: bigint,
) {
  const router = chain.contracts.UniversalRouter;
  return [
    {
      to: sell,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [PERMIT2_ADDRESS, maxUint256] }),
    },
    {
      to: PERMIT2_ADDRESS,
      data: encodeFunctionData({
        abi: permit2Abi,
        functionName: 'approve',
        args: [sell, router, amount, MAX_UINT48],
      }),
    },
    {
      to: router,
      data: encodeExecute(
        [
          {
            command: RouterCommand.V3_SWAP_EXACT_IN,
            recipient: account,
            amountIn: amount,
            amountOutMin: 0n,
            path: encodeV3Path([sell, buy], [fee]),
            payerIsUser: true,
          },
        ],
        deadline,
      ),
    },
  ] satisfies { to: Address; data: Hex }[];
}

const bench: Bench = {
  title: 'Smart wallet: one 7702 batch against separate transactions (gas)',
  run: async () => {
    const devnet = await startDevnet({
      portBase: PORT_BASE,
      manifestPath: `.devnet/bench-smart-wallet-${PORT_BASE}.json`,
    });
    try {
      const chain = devnet.manifest.chains['31337']!;
      const client = publicClientFor(chain);
      const symbol = (s: string) => chain.tokens.find((t) => t.symbol === s)!;
      const [usdc, weth, dai] = [symbol('USDC'), symbol('WETH'), symbol('DAI')];
      const walletOf = async () => {
        const account = privateKeyToAccount(generatePrivateKey());
        await faucet({ chain, to: account.address, eth: '10', tokens: { USDC: '1000', DAI: '1000' } });
        return createWalletClient({ account, chain: defineRuntimeChain(chain), transport: http(chain.rpcUrl) });
      };
      const deadline = (await client.getBlock()).timestamp + 3600n;
      const gasOf = async (hash: Hex) => (await client.waitForTransactionReceipt({ hash })).gasUsed;

      const separately = async (calls: { to: Address; data: Hex }[], wallet: Awaited<ReturnType<typeof walletOf>>) => {
        let gas = 0n;
        for (const call of calls) gas += await gasOf(await wallet.sendTransaction(call));
        return gas;
      };
      const batched = async (
        calls: { to: Address; data: Hex }[],
        wallet: Awaited<ReturnType<typeof walletOf>>,
        upgrade: boolean,
      ) => {
        const sent = await sendCallBatch({
          wallet,
          client,
          calls,
          upgradeTo: upgrade ? chain.delegation!.latest : undefined,
        });
        return gasOf(sent.transactionHash);
      };

      const [plain, smart] = [await walletOf(), await walletOf()];
      const first = swapCalls(
        chain,
        plain.account.address,
        usdc.address,
        weth.address,
        3000,
        parseUnits('100', usdc.decimals),
        deadline,
      );
      const firstSmart = swapCalls(
        chain,
        smart.account.address,
        usdc.address,
        weth.address,
        3000,
        parseUnits('100', usdc.decimals),
        deadline,
      );
      const separateFirst = await separately(first, plain);
      const batchFirst = await batched(firstSmart, smart, true);
      // the account is delegated now: a later first swap of another token needs no authorization
      const second = swapCalls(
        chain,
        plain.account.address,
        dai.address,
        usdc.address,
        100,
        parseEther('100'),
        deadline,
      );
      const secondSmart = swapCalls(
        chain,
        smart.account.address,
        dai.address,
        usdc.address,
        100,
        parseEther('100'),
        deadline,
      );
      const separateSecond = await separately(second, plain);
      const batchSecond = await batched(secondSmart, smart, false);

      const saving = (batch: bigint, separate: bigint) => (1 - Number(batch) / Number(separate)) * 100;
      const results: BenchResult[] = [
        { name: '3 transactions: approve, Permit2 approve, swap', value: Number(separateFirst), unit: 'gas' },
        {
          name: 'one batch, upgrading the account (7702 auth)',
          value: Number(batchFirst),
          unit: 'gas',
          reference: `${saving(batchFirst, separateFirst).toFixed(1)} % saved against 3 transactions`,
        },
        { name: '3 transactions, another token', value: Number(separateSecond), unit: 'gas' },
        {
          name: 'one batch, account already delegated',
          value: Number(batchSecond),
          unit: 'gas',
          reference: `${saving(batchSecond, separateSecond).toFixed(1)} % saved against 3 transactions`,
        },
        {
          name: 'saving, already delegated',
          value: saving(batchSecond, separateSecond),
          unit: '%',
          target: '> 0 (spec §9 claims up to 50)',
          ok: batchSecond < separateSecond,
        },
      ];
      return results;
    } finally {
      await devnet.stop();
    }
  },
};

export default bench;
