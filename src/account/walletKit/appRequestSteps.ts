// A connected app's request as the signing pipeline's steps (issue 29): a message or typed data is one signature step,
// a transaction one transaction step whose activity row is told from what the simulation showed ("Swapped via
// app.example" when one token leaves and another arrives), and an EIP-5792 wallet_sendCalls the pipeline's one batch
// step (issue 36), sent under the app's batch id. The pipeline simulates, reviews and walks them as it does every flow
// of Sluice's own.
import { zeroAddress } from 'viem';
import type { ActivityAmount, ActivityApp } from '../../data/activity';
import type { AppCall, ReviewedAppRequest } from '../../lib/walletConnect/appRequests';
import type { BatchSupport } from '../../transactions/batchSteps';
import type { ActivityDraft, BatchStep, Step, TransactionPreview, TransactionStep } from '../../transactions/steps';
import type { BalanceChange } from '../../chain/simulateBalanceChanges';

/** A token's symbol and decimals from the token list; undefined for a token it does not know. */
export type TokenInfo = { symbol: string; decimals: number };

/** The activity amount of a simulated change, as a positive amount. */
function amountOf(
  change: BalanceChange,
  resolveToken: (token: string) => TokenInfo | undefined,
): ActivityAmount | undefined {
  if (change.kind === 'erc721') {
    return {
      token: change.token,
      symbol: resolveToken(change.token)?.symbol ?? 'NFT',
      decimals: 0,
      amount: '1',
      tokenId: change.tokenId.toString(),
    };
  }
  const magnitude = change.amount < 0n ? -change.amount : change.amount;
  if (change.kind === 'native')
    return { token: zeroAddress, symbol: 'ETH', decimals: 18, amount: magnitude.toString() };
  const token = resolveToken(change.token);
  // a token the list does not know is named by its address and counted in its smallest unit
  return {
    token: change.token,
    symbol: token?.symbol ?? change.token,
    decimals: token?.decimals ?? 0,
    amount: magnitude.toString(),
  };
}

const leaves = (change: BalanceChange) => (change.kind === 'erc721' ? change.direction === 'out' : change.amount < 0n);

/**
 * What an app's transaction did for the account, from the simulation: a swap (something leaves, something else
 * arrives), a send (only something leaves), an approval (only allowances change), or a contract call.
 */
export function appTransactionActivity(
  preview: TransactionPreview | undefined,
  app: ActivityApp,
  resolveToken: (token: string) => TokenInfo | undefined,
  to: string,
): ActivityDraft {
  if (preview?.status !== 'simulated') return { type: 'contractCall', counterparty: to, app };
  const out = preview.changes.filter(leaves);
  const into = preview.changes.filter((change) => !leaves(change));
  const input = out[0] && amountOf(out[0], resolveToken);
  const output = into[0] && amountOf(into[0], resolveToken);
  if (input && output) return { type: 'swap', input, output, app };
  if (input) return { type: 'send', input, counterparty: to, app };
  if (preview.changes.length === 0 && preview.approvals.length > 0) {
    const approval = preview.approvals[0]!;
    const token = resolveToken(approval.token);
    return {
      type: approval.amount === 0n ? 'revoke' : 'approve',
      input: {
        token: approval.token,
        symbol: token?.symbol ?? approval.token,
        decimals: token?.decimals ?? 0,
        amount: approval.amount.toString(),
      },
      counterparty: approval.spender,
      app,
    };
  }
  return { type: 'contractCall', counterparty: to, ...(output && { output }), app };
}

/** One call of an app's request as a transaction step, its activity told from the simulation. */
function appCallStep(
  call: AppCall,
  app: ActivityApp,
  resolveToken: (token: string) => TokenInfo | undefined,
): TransactionStep {
  return {
    type: 'transaction',
    activity: { type: 'contractCall', counterparty: call.to, app },
    activityFromPreview: (preview) => appTransactionActivity(preview, app, resolveToken, call.to),
    call: () => call,
  };
}

type SendCallsRequest = Extract<ReviewedAppRequest, { kind: 'sendCalls' }>;

/**
 * An app's wallet_sendCalls as the pipeline's batch step: atomic through the account's delegation (upgrading it in the
 * same transaction when the wallet is ready to), or call by call where the account cannot batch atomically and the app
 * allowed that; undefined when the app required atomicity the account does not have here (EIP-5792 5760).
 */
export function appBatchStep(
  request: SendCallsRequest,
  app: ActivityApp,
  resolveToken: (token: string) => TokenInfo | undefined,
  support: BatchSupport,
): BatchStep | undefined {
  const atomic = support.status === 'supported' || (support.status === 'ready' && support.delegate !== undefined);
  if (!atomic && request.atomicRequired) return undefined;
  // the batch's row names the first call's contract until the simulation tells what it did
  const first = request.calls[0]!.to;
  return {
    type: 'batch',
    steps: request.calls.map((call) => appCallStep(call, app, resolveToken)),
    calls: request.calls,
    activity: { type: 'contractCall', counterparty: first, app },
    activityFromPreview: (preview) => appTransactionActivity(preview, app, resolveToken, first),
    ...(atomic && support.status === 'ready' && { upgradeTo: support.delegate }),
    ...(!atomic && { sequential: true as const }),
    ...(request.batchId !== undefined && { id: request.batchId }),
    retriesAsSteps: false,
  };
}

/** The steps of a reviewed request (a batch's are made by appBatchStep, which needs the account's capability). */
export function appRequestSteps(
  request: Exclude<ReviewedAppRequest, SendCallsRequest>,
  app: ActivityApp,
  resolveToken: (token: string) => TokenInfo | undefined,
): Step[] {
  switch (request.kind) {
    case 'personalSign':
      return [{ type: 'message', message: request.message, ...(request.text !== undefined && { text: request.text }) }];
    case 'signTypedData':
      return [{ type: 'signature', purpose: 'message', typedData: request.typedData }];
    case 'sendTransaction':
      return [appCallStep(request.call, app, resolveToken)];
  }
}
