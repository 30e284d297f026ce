// The liquidity worker: position range, tick and amount math off the main thread (DESIGN.md: never on the main thread).
import { expose } from 'comlink';
import { createLiquidityApi } from './liquidityApi.ts';

expose(createLiquidityApi());
