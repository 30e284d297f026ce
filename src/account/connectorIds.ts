// Connector ids the connection machine and the modal share (injected wallets: `injected:<rdns>`, watched: `watch:<address>`).
// Kept apart from the connectors so the modal does not load sign-client before someone picks WalletConnect.
import { SLUICE_EXTENSION_RDNS } from '../../contract/extensionIdentity';
export const EMBEDDED_CONNECTOR_ID = 'embedded';
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';
/** The Sluice extension wallet, known by its EIP-6963 rdns (issue 30): its drawer is the dropdown under the button. */
export const SLUICE_EXTENSION_CONNECTOR_ID = `injected:${SLUICE_EXTENSION_RDNS}`;
export { WATCH_CONNECTOR_PREFIX, watchConnectorId, watchedAddress } from '../chain/connectors/viewOnly';
