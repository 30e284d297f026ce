// Turns a routed trade into UniversalRouter steps: the same commands the hosted interface sends.
import type { Address, Hex } from 'viem';
import type { Hop, Route, Trade } from '../../workers/routing/types.ts';
import {
  ADDRESS_THIS,
  CONTRACT_BALANCE,
  MSG_SENDER,
  RouterCommand,
  type RouterStep,
} from '../../contract/universalRouter.ts';
import { encodeV3Path } from '../../contract/v3Path.ts';
import { OPEN_DELTA, type PathKey, V4Action, V4_CONTRACT_BALANCE, type V4Step } from '../../contract/v4Actions.ts';

const NATIVE: Address = '0x0000000000000000000000000000000000000000';

export type EncodeTradeParameters = {
  trade: Trade;
  /** Least output (exact in) or most input (exact out) the trader accepts: the slippage bound. */
  limit: bigint;
  /** Router steps that go first, such as a PERMIT2_PERMIT. */
  permit?: RouterStep;
};

export type EncodedTrade = { steps: RouterStep[]; value: bigint };

type PoolHop = Extract<Hop, { kind: 'pool' }>;
type Section = { kind: 'pool'; version: 'v2' | 'v3' | 'v4'; hops: PoolHop[] } | { kind: 'wrap' | 'unwrap' };

/** Consecutive pool hops of one protocol version run as one router command. */
function sections(route: Route): Section[] {
  const result: Section[] = [];
  for (const hop of route.hops) {
    if (hop.kind !== 'pool') {
      result.push({ kind: hop.kind });
      continue;
    }
    const last = result[result.length - 1];
    if (last?.kind === 'pool' && last.version === hop.pool.version) last.hops.push(hop);
    else result.push({ kind: 'pool', version: hop.pool.version, hops: [hop] });
  }
  return result;
}

function v4PathKeys(hops: PoolHop[]): PathKey[] {
  return hops.map((h) => {
    if (h.pool.version !== 'v4') throw new Error('not a v4 hop');
    return {
      intermediateCurrency: h.currencyOut,
      fee: h.pool.fee,
      tickSpacing: h.pool.tickSpacing,
      hooks: h.pool.hooks,
      hookData: '0x' as Hex,
    };
  });
}

/** One route of an exact-input trade. The first section pulls from the trader (or spends the router's ETH). */
function exactInRoute(route: Route, amountIn: bigint, payerIsUser: boolean): RouterStep[] {
  const steps: RouterStep[] = [];
  const parts = sections(route);
  parts.forEach((section, index) => {
    const first = index === 0;
    const pays = first && payerIsUser;
    if (section.kind === 'pool') {
      steps.push(...exactInSection(section, amountIn, first, pays));
    } else if (section.kind === 'wrap') {
      steps.push({
        command: RouterCommand.WRAP_ETH,
        recipient: ADDRESS_THIS,
        amount: CONTRACT_BALANCE,
      });
    } else {
      steps.push({
        command: RouterCommand.UNWRAP_WETH,
        recipient: ADDRESS_THIS,
        amountMin: 0n,
      });
    }
  });
  return steps;
}

function exactInSection(
  section: Extract<Section, { kind: 'pool' }>,
  amountIn: bigint,
  first: boolean,
  pays: boolean,
): RouterStep[] {
  const amount = first ? amountIn : CONTRACT_BALANCE;
  const steps: RouterStep[] = [];
  const currencies = [section.hops[0]!.currencyIn, ...section.hops.map((h) => h.currencyOut)];
  if (section.version === 'v2') {
    steps.push({
      command: RouterCommand.V2_SWAP_EXACT_IN,
      recipient: ADDRESS_THIS,
      amountIn: amount,
      amountOutMin: 0n,
      path: currencies,
      payerIsUser: pays,
    });
  } else if (section.version === 'v3') {
    steps.push({
      command: RouterCommand.V3_SWAP_EXACT_IN,
      recipient: ADDRESS_THIS,
      amountIn: amount,
      amountOutMin: 0n,
      path: encodeV3Path(
        currencies,
        section.hops.map((h) => h.pool.fee),
      ),
      payerIsUser: pays,
    });
  } else {
    const currencyIn = currencies[0]!;
    const currencyOut = currencies[currencies.length - 1]!;
    const v4: V4Step[] = [
      // the router settles what it holds (or, first, what the trader pays), then swaps the whole credit
      pays
        ? {
            action: V4Action.SETTLE,
            currency: currencyIn,
            amount: amountIn,
            payerIsUser: true,
          }
        : {
            action: V4Action.SETTLE,
            currency: currencyIn,
            amount: first ? amountIn : V4_CONTRACT_BALANCE,
            payerIsUser: false,
          },
      {
        action: V4Action.SWAP_EXACT_IN,
        currencyIn,
        path: v4PathKeys(section.hops),
        amountIn: OPEN_DELTA,
        amountOutMinimum: 0n,
      },
      {
        action: V4Action.TAKE,
        currency: currencyOut,
        recipient: ADDRESS_THIS,
        amount: OPEN_DELTA,
      },
    ];
    steps.push({ command: RouterCommand.V4_SWAP, steps: v4 });
  }
  return steps;
}

/** One route of an exact-output trade: routes through one protocol version only (as the hosted routers require). */
function exactOutRoute(route: Route, amountOut: bigint, amountInMax: bigint, payerIsUser: boolean): RouterStep[] {
  const parts = sections(route);
  const [section, trailing] = parts;
  const unwrapsAtEnd = trailing?.kind === 'unwrap' && parts.length === 2;
  if (!section || section.kind !== 'pool' || (parts.length > 1 && !unwrapsAtEnd)) {
    throw new Error('An exact-output route must stay on one protocol version');
  }
  const swap = exactOutSection(section, amountOut, amountInMax, payerIsUser);
  return unwrapsAtEnd
    ? [
        ...swap,
        {
          command: RouterCommand.UNWRAP_WETH,
          recipient: ADDRESS_THIS,
          amountMin: 0n,
        },
      ]
    : swap;
}

function exactOutSection(
  section: Extract<Section, { kind: 'pool' }>,
  amountOut: bigint,
  amountInMax: bigint,
  payerIsUser: boolean,
): RouterStep[] {
  const currencies = [section.hops[0]!.currencyIn, ...section.hops.map((h) => h.currencyOut)];
  if (section.version === 'v2') {
    return [
      {
        command: RouterCommand.V2_SWAP_EXACT_OUT,
        recipient: ADDRESS_THIS,
        amountOut,
        amountInMax,
        path: currencies,
        payerIsUser,
      },
    ];
  }
  if (section.version === 'v3') {
    return [
      {
        command: RouterCommand.V3_SWAP_EXACT_OUT,
        recipient: ADDRESS_THIS,
        amountOut,
        amountInMax,
        path: encodeV3Path([...currencies].reverse(), section.hops.map((h) => h.pool.fee).reverse()),
        payerIsUser,
      },
    ];
  }
  const currencyIn = currencies[0]!;
  const currencyOut = currencies[currencies.length - 1]!;
  // V4Router walks an exact-output path from its last key back to the first, each key naming the currency that goes
  // into its pool: the keys stay in the route's order (v4-periphery V4Router._swapExactOutput)
  const path: PathKey[] = section.hops.map((h) => {
    if (h.pool.version !== 'v4') throw new Error('not a v4 hop');
    return {
      intermediateCurrency: h.currencyIn,
      fee: h.pool.fee,
      tickSpacing: h.pool.tickSpacing,
      hooks: h.pool.hooks,
      hookData: '0x',
    };
  });
  return [
    {
      command: RouterCommand.V4_SWAP,
      steps: [
        {
          action: V4Action.SWAP_EXACT_OUT,
          currencyOut,
          path,
          amountOut,
          amountInMaximum: amountInMax,
        },
        {
          action: V4Action.SETTLE,
          currency: currencyIn,
          amount: OPEN_DELTA,
          payerIsUser,
        },
        {
          action: V4Action.TAKE,
          currency: currencyOut,
          recipient: ADDRESS_THIS,
          amount: OPEN_DELTA,
        },
      ],
    },
  ];
}

/**
 * The router steps (and ETH value) for a trade. Every route delivers to the router, and one last SWEEP or UNWRAP_WETH
 * pays the trader and enforces the slippage bound on the whole trade; leftover input comes back too.
 */
export function encodeTrade({ trade, limit, permit }: EncodeTradeParameters): EncodedTrade {
  const nativeIn = trade.currencyIn === NATIVE;
  const steps: RouterStep[] = permit ? [permit] : [];
  const maxIn = trade.tradeType === 'exactIn' ? trade.amountIn : limit;
  const value = nativeIn ? maxIn : 0n;

  // ETH in: v2/v3 routes need WETH, which the router wraps once for all of them; v4 routes spend ETH directly
  const wrapFirst = trade.routes.filter((r) => r.route.hops[0]?.kind === 'wrap');
  const wrapsUpFront = nativeIn && wrapFirst.length > 0;
  if (wrapsUpFront) {
    const amount = trade.tradeType === 'exactIn' ? wrapFirst.reduce((sum, r) => sum + r.amountIn, 0n) : maxIn;
    steps.push({
      command: RouterCommand.WRAP_ETH,
      recipient: ADDRESS_THIS,
      amount,
    });
  }

  // native-input v4 routes first, so a later mid-route wrap only ever sees ETH its own route produced
  const ordered = [...trade.routes].sort(
    (a, b) => Number(a.route.hops[0]?.kind === 'wrap') - Number(b.route.hops[0]?.kind === 'wrap'),
  );
  for (const part of ordered) {
    const route =
      wrapsUpFront && part.route.hops[0]?.kind === 'wrap'
        ? { ...part.route, hops: part.route.hops.slice(1) }
        : part.route;
    const payerIsUser = !nativeIn;
    if (trade.tradeType === 'exactIn') steps.push(...exactInRoute(route, part.amountIn, payerIsUser));
    else steps.push(...exactOutRoute(route, part.amountOut, maxIn, payerIsUser));
  }

  // one sweep pays the trader and holds the whole trade to the slippage bound (SWEEP handles ETH as address zero)
  steps.push({
    command: RouterCommand.SWEEP,
    token: trade.currencyOut as Address,
    recipient: MSG_SENDER,
    amountMin: trade.tradeType === 'exactIn' ? limit : trade.amountOut,
  });
  // exact output with ETH in: what was not needed goes back
  if (trade.tradeType === 'exactOut' && nativeIn) {
    if (wrapsUpFront)
      steps.push({
        command: RouterCommand.UNWRAP_WETH,
        recipient: ADDRESS_THIS,
        amountMin: 0n,
      });
    steps.push({
      command: RouterCommand.SWEEP,
      token: NATIVE,
      recipient: MSG_SENDER,
      amountMin: 0n,
    });
  }
  return { steps, value };
}
