/**
 * What every sign-client Sluice starts shares (the app's dapp-side connector and the wallet kit): the local project id,
 * no telemetry, no logs. Only the configured relay is ever reached.
 */
export const SIGN_CLIENT_DEFAULTS = { projectId: 'sluice-local', telemetryEnabled: false, logger: 'silent' } as const;
