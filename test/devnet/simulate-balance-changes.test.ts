// Issue 28: the review's preview of what calls move for the account, simulated with eth_simulateV1 before anything is
// signed, against what the chain really moves when the same calls are sent afterwards.
import {
  type Address,
  type Hex,
  RpcRequestError,
  createPublicClient,
  custom,
  encodeFunctionData,
  http,
  isAddressEqual,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { erc20Abi } from '../../contract/abis/erc20.ts';
import { erc721Abi } from '../../contract/abis/erc721.ts';
import { permit2Abi } from '../../contract/abis/permit2.ts';
import { universalRouterAbi } from '../../contract/abis/v4.ts';
import { PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import {
  ADDRESS_THIS,
  CONTRACT_BALANCE,
  MSG_SENDER,
  RouterCommand,
  type RouterStep,
  encodeExecute,
  executeArgs,
} from '../../contract/universalRouter.ts';
import { encodeV3Path } from '../../contract/v3Path.ts';
import { devnetChain } from '../../devnet/session.ts';
import { allowanceOverrides } from '../../src/chain/allowanceOverrides.ts';
import { UNIVERSAL_ROUTER_REVERTS, classifyError } from '../../src/chain/classifyError.ts';
import { type ChainClient, publicClientFor } from '../../src/chain/clients.ts';
import { simulateBalanceChanges } from '../../src/chain/simulateBalanceChanges.ts';
import { nftTransferCall, transferCall } from '../../src/chain/transferCall.ts';
import {
  approvePermit2,
  balanceOf,
  clientsFor,
  devnetChainManifest,
  executeOnRouter,
  isolateEachTest,
  signRouterPermit,
  token,
} from './fixtures.ts';
import { quoteV3 } from './quotes.ts';

describe('simulateBalanceChanges', () => {
  isolateEachTest([31337]);
  const chain = devnetChainManifest();
  const c = clientsFor(chain, 0);
  const account = c.account.address;
  const recipient = clientsFor(chain, 1).account.address;
  const router = chain.contracts.UniversalRouter;
  const USDC = token(chain, 'USDC').address;
  const WETH = token(chain, 'WETH').address;

  /** The devnet's client, counting eth_simulateV1 requests; `simulateV1` may answer them instead of the node. */
  function countingClient(simulateV1?: (body: { method: string; params: unknown }) => Promise<unknown>) {
    const node = http(chain.rpcUrl)({});
    const counted = { simulations: 0 };
    const client: ChainClient = createPublicClient({
      chain: devnetChain(chain.chainId, chain.name, chain.rpcUrl),
      transport: custom({
        request: ({ method, params }: { method: string; params: unknown }) => {
          if (method !== 'eth_simulateV1') return node.request({ method, params });
          counted.simulations += 1;
          return simulateV1 ? simulateV1({ method, params }) : node.request({ method, params });
        },
      }),
    });
    return { client, counted };
  }

  async function deadline() {
    return (await c.publicClient.getBlock()).timestamp + 3600n;
  }

  /** The ETH that left the account in a mined transaction besides its gas. */
  async function nativeDelta(send: () => Promise<{ gasUsed: bigint; effectiveGasPrice: bigint; status: string }>) {
    const before = await c.publicClient.getBalance({ address: account });
    const receipt = await send();
    expect(receipt.status).toBe('success');
    return (
      (await c.publicClient.getBalance({ address: account })) - before + receipt.gasUsed * receipt.effectiveGasPrice
    );
  }

  it('should preview an ERC-20 send exactly, finding the token in the logs with a second request', async () => {
    const amount = parseUnits('1234.567891', 6);
    const call = transferCall({ token: USDC, recipient, amount });
    const { client, counted } = countingClient();

    const preview = await simulateBalanceChanges(client, { account, calls: [call] });

    expect(counted.simulations).toBe(2);
    expect(preview).toMatchObject({ status: 'simulated', changes: [{ kind: 'erc20', token: USDC, amount: -amount }] });
    const before = await balanceOf(c, USDC);
    const receipt = await c.walletClient.sendTransactionSync(call);
    expect((await balanceOf(c, USDC)) - before).toBe(-amount);
    expect(preview.status === 'simulated' && preview.gasUsed).toEqual([receipt.gasUsed]);
  });

  it('should preview a Permit2 swap before the permit is signed, to the wei of what the signed swap moves', async () => {
    const amountIn = parseUnits('2500', 6);
    const quoted = await quoteV3(c, chain, 'exactIn', amountIn, USDC, WETH, 500);
    const swap: RouterStep = {
      command: RouterCommand.V3_SWAP_EXACT_IN,
      recipient: MSG_SENDER,
      amountIn,
      amountOutMin: 0n,
      path: encodeV3Path([USDC, WETH], [500]),
      payerIsUser: true,
    };
    const calls = [{ to: router, data: encodeExecute([swap], await deadline()), abi: universalRouterAbi }];
    const stateOverride = await allowanceOverrides(publicClientFor(chain), {
      owner: account,
      token: USDC,
      spender: router,
    });
    const { client, counted } = countingClient();

    const preview = await simulateBalanceChanges(client, { account, calls, stateOverride, tokens: [USDC, WETH] });

    expect(counted.simulations).toBe(1);
    // without the override Permit2 refuses: the account has granted nothing yet
    expect(await simulateBalanceChanges(client, { account, calls, tokens: [USDC, WETH] })).toMatchObject({
      status: 'reverted',
      callIndex: 0,
    });
    await approvePermit2(c, USDC);
    const permit = await signRouterPermit(c, chain, USDC, amountIn);
    const [usdcBefore, wethBefore] = [await balanceOf(c, USDC), await balanceOf(c, WETH)];
    await executeOnRouter(c, chain, [permit, swap]);
    const moved = [(await balanceOf(c, USDC)) - usdcBefore, (await balanceOf(c, WETH)) - wethBefore];
    expect(moved).toEqual([-amountIn, quoted]);
    expect(preview).toEqual({
      status: 'simulated',
      changes: [
        { kind: 'erc20', token: WETH, amount: quoted },
        { kind: 'erc20', token: USDC, amount: -amountIn },
      ].sort((a, b) => (a.token.toLowerCase() < b.token.toLowerCase() ? -1 : 1)),
      approvals: [],
      gasUsed: [expect.any(BigInt)],
    });
  });

  it('should preview an ETH-in swap as the value leaving and the token arriving', async () => {
    const amountIn = parseEther('1.5');
    const quoted = await quoteV3(c, chain, 'exactIn', amountIn, WETH, USDC, 500);
    const steps: RouterStep[] = [
      { command: RouterCommand.WRAP_ETH, recipient: ADDRESS_THIS, amount: CONTRACT_BALANCE },
      {
        command: RouterCommand.V3_SWAP_EXACT_IN,
        recipient: MSG_SENDER,
        amountIn,
        amountOutMin: quoted,
        path: encodeV3Path([WETH, USDC], [500]),
        payerIsUser: false,
      },
    ];
    const call = { to: router, data: encodeExecute(steps, await deadline()), value: amountIn };

    const preview = await simulateBalanceChanges(publicClientFor(chain), { account, calls: [call], tokens: [USDC] });

    expect(preview).toMatchObject({
      status: 'simulated',
      changes: [
        { kind: 'native', amount: -amountIn },
        { kind: 'erc20', token: USDC, amount: quoted },
      ],
    });
    const usdcBefore = await balanceOf(c, USDC);
    expect(await nativeDelta(() => c.walletClient.sendTransactionSync(call))).toBe(-amountIn);
    expect((await balanceOf(c, USDC)) - usdcBefore).toBe(quoted);
  });

  it('should preview an NFT transfer as the NFT leaving the account', async () => {
    const collection = chain.nftCollections[0]!;
    const { tokenId } = collection.items.find((item) => isAddressEqual(item.owner, account))!;
    const call = nftTransferCall({
      collection: collection.address,
      tokenId: BigInt(tokenId),
      from: account,
      recipient,
    });

    const preview = await simulateBalanceChanges(publicClientFor(chain), { account, calls: [call] });

    expect(preview).toMatchObject({
      status: 'simulated',
      changes: [{ kind: 'erc721', token: collection.address, tokenId: BigInt(tokenId), direction: 'out' }],
      approvals: [],
    });
    await c.walletClient.sendTransactionSync(call);
    const owner = await c.publicClient.readContract({
      address: collection.address,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [BigInt(tokenId)],
    });
    expect(owner).toBe(recipient);
  });

  it('should list the ERC-20 and Permit2 approvals the calls grant, as the chain then holds them', async () => {
    const expiration = Number((await c.publicClient.getBlock()).timestamp) + 86_400;
    const calls: { to: Address; data: Hex }[] = [
      {
        to: USDC,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [PERMIT2_ADDRESS, maxUint256] }),
      },
      {
        to: PERMIT2_ADDRESS,
        data: encodeFunctionData({
          abi: permit2Abi,
          functionName: 'approve',
          args: [USDC, router, parseUnits('500', 6), expiration],
        }),
      },
    ];

    const preview = await simulateBalanceChanges(publicClientFor(chain), { account, calls });

    for (const call of calls) await c.walletClient.sendTransactionSync(call);
    const allowance = await c.publicClient.readContract({
      address: USDC,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account, PERMIT2_ADDRESS],
    });
    const [amount, expires] = await c.publicClient.readContract({
      address: PERMIT2_ADDRESS,
      abi: permit2Abi,
      functionName: 'allowance',
      args: [account, USDC, router],
    });
    expect(preview).toEqual({
      status: 'simulated',
      changes: [],
      approvals: [
        { token: USDC, spender: PERMIT2_ADDRESS, amount: allowance, via: 'erc20' },
        { token: USDC, spender: router, amount, via: 'permit2', expiration: expires },
      ],
      gasUsed: [expect.any(BigInt), expect.any(BigInt)],
    });
  });

  it('should report a swap whose minimum out cannot be met as reverted, with the router error classified', async () => {
    const amountIn = parseUnits('2500', 6);
    const quoted = await quoteV3(c, chain, 'exactIn', amountIn, USDC, WETH, 500);
    const swap: RouterStep = {
      command: RouterCommand.V3_SWAP_EXACT_IN,
      recipient: MSG_SENDER,
      amountIn,
      amountOutMin: quoted + 1n,
      path: encodeV3Path([USDC, WETH], [500]),
      payerIsUser: true,
    };
    const approve = {
      to: USDC,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [PERMIT2_ADDRESS, maxUint256] }),
    };
    const stateOverride = await allowanceOverrides(publicClientFor(chain), {
      owner: account,
      token: USDC,
      spender: router,
    });

    const preview = await simulateBalanceChanges(publicClientFor(chain), {
      account,
      calls: [approve, { to: router, data: encodeExecute([swap], await deadline()) }],
      stateOverride,
      abi: universalRouterAbi,
    });

    expect(preview).toMatchObject({ status: 'reverted', callIndex: 1 });
    const classified = (error: unknown) =>
      classifyError(error, { reverts: UNIVERSAL_ROUTER_REVERTS, revertFallback: 'swapExpectedToFail' });
    expect(preview.status === 'reverted' && classified(preview.error)).toEqual({
      message: 'slippageTooLow',
      errorName: 'V3TooLittleReceived',
    });
    // the chain agrees: with the permit signed, the same swap fails when sent, for the same reason
    await approvePermit2(c, USDC);
    const permit = await signRouterPermit(c, chain, USDC, amountIn);
    const sent = await c.walletClient
      .writeContract({
        address: router,
        abi: universalRouterAbi,
        functionName: 'execute',
        args: executeArgs([permit, swap], await deadline()),
      })
      .catch((error: unknown) => error);
    expect(classified(sent)).toEqual({ message: 'slippageTooLow', errorName: 'V3TooLittleReceived' });
  });

  it('should report the preview unavailable when the node does not know eth_simulateV1', async () => {
    const { client, counted } = countingClient(async (body) => {
      throw new RpcRequestError({ body, error: { code: -32601, message: 'Method not found' }, url: chain.rpcUrl });
    });

    const preview = await simulateBalanceChanges(client, {
      account,
      calls: [transferCall({ token: USDC, recipient, amount: 1n })],
      tokens: [USDC],
    });

    expect(counted.simulations).toBe(1);
    expect(preview).toMatchObject({ status: 'unavailable', reason: 'unsupported' });
  });
});
