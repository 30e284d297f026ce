// spec §6: feature gates, one table. `defaultValue` is what the app does with no override.
export const FEATURE_FLAGS = {
  PoolSearch: { defaultValue: true, description: 'Search tabs All, Tokens, Pools' },
  EmbeddedWallet: { defaultValue: false, description: 'Embedded wallet, sign-up button and passkey management' },
  ConversionTracking: { defaultValue: false, description: 'Conversion tracking events' },
  ForcePermitTransactions: { defaultValue: false, description: 'Send Permit2 approvals as transactions' },
  PermitMismatch: { defaultValue: false, description: 'Raise the smart-wallet mismatch popup once' },
  BatchedSwaps: { defaultValue: false, description: 'Batched transactions, with the setting and chain support' },
  Solana: { defaultValue: false, description: 'Solana accounts (svm address)' },
  DisableWalletCapabilities: { defaultValue: false, description: 'Force wallet-capability queries off' },
  LimitOrders: { defaultValue: true, description: 'Limit tab on the trade screen' },
} as const satisfies Record<string, { defaultValue: boolean; description: string }>;

export type FeatureFlagName = keyof typeof FEATURE_FLAGS;
export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAGS) as FeatureFlagName[];

export type FlagOverrides = { on: readonly string[]; off: readonly string[] };

/** A flag's value: an "off" override wins over an "on" override, which wins over the default. */
export function isFlagEnabled(name: FeatureFlagName, overrides: FlagOverrides): boolean {
  if (overrides.off.includes(name)) return false;
  if (overrides.on.includes(name)) return true;
  return FEATURE_FLAGS[name].defaultValue;
}
