// What Sluice shows of the apps that connect to it over WalletConnect (issue 29; spec §3 "connected app").
import type { Address } from 'viem';

export type AppMetadata = { name: string; url: string; description: string; icon?: string };

/**
 * Where an app's proposal came from, as WalletConnect's verify context says it (sign-client's `verified`): the origin
 * our relay attested (contract/walletConnectVerify.ts), VALID when it is the one the app claims, INVALID when it is
 * another, UNKNOWN when nothing attested it (an app that is no web page).
 */
export type AppVerification = { origin: string; validation: 'UNKNOWN' | 'VALID' | 'INVALID'; isScam?: boolean };

/** What the connection sheet shows of an app's session proposal. */
export type AppProposal = {
  id: number;
  app: AppMetadata;
  /** Chains the app requires (it cannot work without them) and those it would like. */
  requiredChains: number[];
  optionalChains: number[];
  methods: string[];
  events: string[];
  verified?: AppVerification;
};

/** A session an app holds with the wallet. */
export type ConnectedApp = {
  topic: string;
  app: AppMetadata;
  chains: number[];
  accounts: Address[];
  /** When the session lapses (seconds), and when Sluice approved it (ms; unknown for sessions from before it was kept). */
  expiry: number;
  since?: number;
};
