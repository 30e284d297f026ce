// A reviewed swap, wrap or unwrap as a plan of the one transaction steps pipeline (issue 28; spec §4 "Review", §8),
// read from the chain each time the machine plans: the deadline fixed at review held to chain time, the quote taken
// again (a swap reads the pools again first) and held to the agreed limit, the input token's allowance to Permit2 and
// Permit2's to the router. The machine simulates the steps, asks the wallet, records the activity and follows receipts.
import { type Address, type EIP1193Provider, type StateOverride, isAddressEqual, zeroAddress } from 'viem';
import type { StepFailure, StepsPlan } from '../../../machines/transactionSteps.machine';
import { erc20Abi } from '../../../contract/abis/erc20';
import { permit2Abi } from '../../../contract/abis/permit2';
import { universalRouterAbi } from '../../../contract/abis/v4';
import { PERMIT2_ADDRESS } from '../../../contract/permit2';
import type { Trade } from '../../../workers/routing/types';
import { allowanceOverrides } from '../../chain/allowanceOverrides';
import { UNIVERSAL_ROUTER_REVERTS } from '../../chain/classifyError';
import { type ChainClient, publicClientFor } from '../../chain/clients';
import type { ChainToken } from '../../data/chainTokens';
import type { RuntimeChain } from '../../data/runtimeConfig';
import type { SwapKind } from '../../lib/swap/swapKind';
import { type StepActorsParameters, transactionStepsMachineFor } from '../../transactions/stepActors';
import { type SwapAllowances, type SwapQuotes, holdQuote, swapAllowanceNeeds, swapSteps, swapTerms } from './swapSteps';

type Token = Pick<ChainToken, 'address' | 'symbol' | 'decimals'>;

/** What the trader reviewed, for the connected wallet. */
export type SwapRequest = {
  chain: RuntimeChain;
  account: Address;
  provider: EIP1193Provider;
  kind: SwapKind;
  tokenIn: Token;
  tokenOut: Token;
  /** The trade the review opened with. */
  trade: Trade;
  /** The tolerance a quote's limit comes from (0 for a wrap or unwrap). */
  slippageBips: number;
  /** Chain seconds after which the router reverts, fixed when the review opened. */
  deadline: bigint;
  /** The trade quoted again for the same independent amount (a swap reads the pools again first). */
  requote: () => Promise<Trade | undefined>;
  /** The quotes after each plan: an offer came, was accepted, or was dropped. */
  onQuotes?: (quotes: SwapQuotes) => void;
  /** Set for a 1-click swap (issue 36): whether the wallet batches on the chain now (stepActors.ts). */
  batching?: StepActorsParameters['batching'];
};

/** The input token's allowance to Permit2 and Permit2's allowance of it to the router, at the latest block. */
export async function readSwapAllowances(
  client: ChainClient,
  { owner, token, router }: { owner: Address; token: Address; router: Address },
): Promise<SwapAllowances> {
  const [erc20, [amount, expiration, nonce]] = await Promise.all([
    client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, PERMIT2_ADDRESS] }),
    client.readContract({
      address: PERMIT2_ADDRESS,
      abi: permit2Abi,
      functionName: 'allowance',
      args: [owner, token, router],
    }),
  ]);
  return { erc20, permit2: { amount, expiration: Number(expiration), nonce: Number(nonce) } };
}

/**
 * The state the swap's PermitSingle will grant: the router's full Permit2 allowance of the token (the ERC-20 allowance
 * to Permit2 is an approval step of its own). Undefined when the slot cannot be found (a node without
 * eth_createAccessList): the swap is then simulated only once signed.
 */
async function permitGrant(client: ChainClient, p: { owner: Address; token: Address; router: Address }) {
  const overrides = await allowanceOverrides(client, { owner: p.owner, token: p.token, spender: p.router }).catch(
    () => [] as StateOverride,
  );
  const grant = overrides.find((entry) => isAddressEqual(entry.address, PERMIT2_ADDRESS));
  return grant ? ([grant] satisfies StateOverride) : undefined;
}

/**
 * The steps machine for one swap review (the review's hook starts it, and stops it when the review closes).
 *
 * @example
 * const actor = createActor(swapStepsMachineFor({ chain, account, provider, kind, tokenIn, tokenOut, trade, slippageBips, deadline, requote }));
 */
export function swapStepsMachineFor(request: SwapRequest) {
  const { chain, account, kind } = request;
  const client = publicClientFor(chain);
  const router = chain.contracts.UniversalRouter!;
  const weth = chain.contracts.WETH9!;
  let quotes: SwapQuotes = { agreed: swapTerms(request.trade, request.slippageBips) };

  async function plan({ accepted, chainNow }: { accepted: boolean; chainNow: bigint }): Promise<StepsPlan> {
    // the deadline the trader agreed to at review: once chain time passes it, the router would revert
    if (kind === 'swap' && chainNow > request.deadline) throw { reason: 'deadlinePassed' } satisfies StepFailure;
    const fresh = await request.requote();
    if (!fresh) throw { reason: 'swapExpectedToFail' } satisfies StepFailure;
    const held = holdQuote(quotes, fresh, { accepted, slippageBips: request.slippageBips });
    quotes = held.quotes;
    request.onQuotes?.(quotes);
    if (held.changed) return { steps: [], changed: true };

    const { limit } = quotes.agreed;
    const token = request.tokenIn.address;
    const erc20In = kind === 'swap' && !isAddressEqual(token, zeroAddress);
    const allowances = erc20In ? await readSwapAllowances(client, { owner: account, token, router }) : undefined;
    const needsPermit = allowances && swapAllowanceNeeds(allowances, { trade: fresh, limit, chainNow }).permit;
    return {
      steps: swapSteps({
        kind,
        chainId: chain.chainId,
        trade: fresh,
        limit,
        deadline: request.deadline,
        router,
        weth,
        tokenIn: request.tokenIn,
        tokenOut: request.tokenOut,
        allowances,
        chainNow,
        permitGrant: needsPermit ? await permitGrant(client, { owner: account, token, router }) : undefined,
      }),
    };
  }

  return transactionStepsMachineFor({
    chain,
    account,
    provider: request.provider,
    // spec §8 "Swap": a revert is "Your swap is expected to fail.", the router's own errors say more (deadline passed,
    // slippage too low); WETH's deposit and withdraw declare none
    failures:
      kind === 'swap'
        ? { revert: 'swapExpectedToFail', reverts: UNIVERSAL_ROUTER_REVERTS, abi: universalRouterAbi }
        : { revert: 'swapExpectedToFail' },
    plan,
    batching: request.batching,
  });
}
