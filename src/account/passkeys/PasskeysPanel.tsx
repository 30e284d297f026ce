// The passkeys view (the drawer's and /manage/passkey/:walletAddress): spec §6, only for embedded-wallet connections.
import { useTranslation } from 'react-i18next';
import { getAddress, isAddress } from 'viem';
import { mutedText } from '#styled-system/recipes';
import { useConnection } from '../ConnectionProvider';
import { EMBEDDED_CONNECTOR_ID } from '../connectorIds';
import { useEmbeddedWallet } from '../embedded/useEmbeddedWallet';
import { PasskeyManager } from './PasskeyManager';

export function PasskeysPanel(props: { address: string | undefined }) {
  const { t } = useTranslation();
  const { connectorId } = useConnection();
  const { wallet, state } = useEmbeddedWallet();
  const address = props.address && isAddress(props.address, { strict: false }) ? getAddress(props.address) : undefined;
  const own = state.accounts.some((a) => a.address === address);
  if (!wallet || !address || connectorId !== EMBEDDED_CONNECTOR_ID || !own)
    return <p className={mutedText()}>{t('wallets.passkeys.embeddedOnly')}</p>;
  return <PasskeyManager key={address} address={address} wallet={wallet} />;
}
