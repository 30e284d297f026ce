// Addresses the builders' unit tests encode (mainnet's, for readable calldata): tokens, the managers and an owner.
import type { Address } from 'viem';

export const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
export const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
export const DAI: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
/** The v3 NonfungiblePositionManager. */
export const V3_MANAGER: Address = '0xC36442b4a4522E871399CD717aBDD847Ab11FE88';
/** The v4 PositionManager. */
export const V4_MANAGER: Address = '0xbD216513d74C8cf14cf4747E6AaA6420FF64ee9e';
export const V2_ROUTER: Address = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D';
/** Anvil's second dev account. */
export const OWNER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** A chain time (seconds) deadlines count from. */
export const CHAIN_NOW = 1_700_000_000n;
