// Connector ids the connection machine and the modal share (injected wallets: `injected:<rdns>`, watched: `watch:<address>`).
// Kept apart from the connectors so the modal does not load sign-client before someone picks WalletConnect.
export const EMBEDDED_CONNECTOR_ID = 'embedded';
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';
export { WATCH_CONNECTOR_PREFIX, watchConnectorId, watchedAddress } from '../chain/connectors/viewOnly';
