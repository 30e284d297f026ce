// The sandbox agents' starting stock as part of the devnet's built state (contract/sandboxAgents.ts): the UniswapX
// filler and the Across relayer, funded and with their allowances set at the end of the build. A services server that
// starts them then finds their stock and sends nothing, so `npm start` is ready at once and no e2e journey's chain
// snapshot ever meets a stocking block.
import { type Address, maxUint256, parseUnits } from 'viem';
import { erc20Abi } from '../contract/abis/erc20.ts';
import type { TokenManifest } from '../contract/deployment.ts';
import {
  FILLER_ACCOUNT,
  FILLER_STOCK,
  RELAYER_ACCOUNT,
  RELAYER_ETH,
  RELAYER_STOCK,
} from '../contract/sandboxAgents.ts';
import type { Holdings } from './holdings.ts';
import type { ChainSession } from './session.ts';

export type AgentContracts = { ExclusiveDutchOrderReactor: Address; UniversalRouter: Address; SpokePool: Address };

/**
 * Gives both agents what their own stocking would: the filler every token but the fee-on-transfer ones, approved to
 * the reactor and, through Permit2, to the router; the relayer the bridge's tokens, approved to the SpokePool.
 */
export async function stockAgents(
  chain: ChainSession,
  holdings: Holdings,
  contracts: AgentContracts,
  tokens: readonly TokenManifest[],
): Promise<void> {
  for (const account of [FILLER_ACCOUNT, RELAYER_ACCOUNT]) {
    await chain.test.impersonateAccount({ address: account });
    // gas for its own mints, wraps and approvals (its ETH is set exact at the end)
    await chain.test.setBalance({ address: account, value: parseUnits('1000', 18) });
  }
  const whole = (token: TokenManifest, amount: string) => parseUnits(amount, token.decimals);

  for (const token of tokens.filter((t) => !t.flags.includes('feeOnTransfer'))) {
    const amount = token.flags.includes('wrappedNative') ? FILLER_STOCK.wrappedNative : FILLER_STOCK.token;
    await holdings.ensure(FILLER_ACCOUNT, token, whole(token, amount));
    await holdings.approve(FILLER_ACCOUNT, token.address, contracts.ExclusiveDutchOrderReactor);
    await holdings.approveViaPermit2(FILLER_ACCOUNT, token.address, contracts.UniversalRouter);
  }
  for (const [symbol, amount] of Object.entries(RELAYER_STOCK)) {
    const token = tokens.find((t) => t.symbol === symbol);
    if (!token) continue;
    await holdings.ensure(RELAYER_ACCOUNT, token, whole(token, amount));
    await chain.write(RELAYER_ACCOUNT, token.address, erc20Abi, 'approve', [contracts.SpokePool, maxUint256]);
  }
  // last: the gas of wrapping and approving leaves the ETH each holds exact
  await chain.test.setBalance({ address: FILLER_ACCOUNT, value: parseUnits(FILLER_STOCK.eth, 18) });
  await chain.test.setBalance({ address: RELAYER_ACCOUNT, value: parseUnits(RELAYER_ETH, 18) });
}
