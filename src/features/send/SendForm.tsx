// spec §2 "Send modal", §4 "Send", §5 recipient, amount and the Send button, §6 view-only and blocked addresses: the
// /send tab of the trade screen. The send machine (machines/send.machine.ts) holds what was typed and runs the speed
// bumps, the review, the wallet and the receipt; this screen derives the rest from the chain and the indexer.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, type EIP1193Provider, type Hex, formatUnits, zeroAddress } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { type SendRequest, sendMachine } from '../../../machines/send.machine';
import { useConnection } from '../../account/ConnectionProvider';
import { requestConnect } from '../../account/connectRequest';
import {
  type ChainToken,
  lower,
  nativeToken,
  sameAddress,
  useBalances,
  useChainFromParam,
  useChainTokens,
  useScreening,
  useTokenPrices,
} from '../../data/chainTokens';
import { dataApiUrl, dataQueries, transferCountRootKey } from '../../data/dataApi';
import { nftOwnerRootKey } from '../../data/nftMetadata';
import { ownedNftsRootKey } from '../../data/ownedNfts';
import { usePreferences } from '../../data/preferencesContext';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { recentRecipientsQueryOptions, sendsToQueryOptions, sendsToRootKey } from '../../data/sendHistory';
import { useFormatters } from '../../data/useFormatters';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { viewOnlyWalletsQueryOptions } from '../../data/viewOnlyWallets';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import {
  BLOCKING_WARNINGS,
  FIAT_DECIMALS,
  fieldText,
  recipientWarnings,
  sendButtonState,
  sendInputError,
  parseSendNftParam,
  type SendNftParam,
  showsMax,
  toggledAmountText,
  tokenFromFiat,
} from '../../lib/send/sendForm';
import { shortenAddress } from '../../lib/shortenAddress';
import { NATIVE_PARAM } from '../../lib/swap/swapParams';
import { AMOUNT_SHOWN, parseAmount } from '../../lib/tokenAmounts';
import { TradeNetworkSelect } from '../../account/TradeNetworkSelect';
import { TokenSelector } from '../../ui/TokenSelector';
import { RecipientField } from './RecipientField';
import { SendAmountField } from './SendAmountField';
import { SendNftField, useSendingNft } from './SendNftField';
import { SendReviewDialog } from './SendReviewDialog';
import { SpeedBumpDialog } from './SpeedBumpDialog';
import { sendMachineFor } from './sendActors';
import { useRecipient } from './useRecipient';
import { useSendNetworkCost } from './useSendNetworkCost';

export function SendForm() {
  const connection = useConnection();
  const connected = connection.status === 'connected';
  const account = connected ? (connection.address as Address | undefined) : undefined;
  const search = useSearch({ strict: false }) as { chain?: string; inputCurrency?: string; nft?: string };
  const { chains, chain } = useChainFromParam(search.chain);
  if (!chain) return null;
  // a new chain or account starts a new send: nothing typed for one applies to the other
  return (
    <SendFlow
      key={`${chain.chainId}:${account ?? ''}:${connection.provider ? 'signer' : ''}:${search.nft ?? ''}`}
      chain={chain}
      chains={chains}
      account={account}
      provider={connection.provider}
      viewOnly={connection.viewOnly}
      inputCurrency={search.inputCurrency}
      nft={parseSendNftParam(search.nft)}
    />
  );
}

type SendFlowProps = {
  chain: RuntimeChain;
  chains: readonly RuntimeChain[];
  account: Address | undefined;
  provider: EIP1193Provider | undefined;
  viewOnly: boolean;
  inputCurrency: string | undefined;
  /** Sending this NFT instead of a token (from the drawer's NFT details). */
  nft: SendNftParam | undefined;
};

function SendFlow({ chain, chains, account, provider, viewOnly, inputCurrency, nft }: SendFlowProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const preferences = usePreferences();
  const fiatAvailable = !preferences.testnetMode;
  const queryClient = useQueryClient();
  const { data: config } = useRuntimeConfig();
  const [machine] = useState(() =>
    account && provider
      ? sendMachineFor({
          chain,
          account,
          priorTransfers: (recipient) =>
            queryClient.fetchQuery({
              ...dataQueries.transferCount(dataApiUrl(config), chain.chainId, account, recipient),
              staleTime: 0,
            }),
        })
      : sendMachine,
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      fiatAvailable,
      token: nft
        ? nft.collection
        : inputCurrency && inputCurrency !== NATIVE_PARAM
          ? (inputCurrency as Address)
          : zeroAddress,
    },
  });
  const { draft, failure, sent } = snapshot.context;

  const { list, tokens } = useChainTokens(chain, []);
  const sendingNft = useSendingNft(chain, nft, account);
  const token: ChainToken =
    sendingNft.token ?? tokens.find((t) => sameAddress(t.address, draft.token)) ?? nativeToken();
  const native = token.address === zeroAddress;
  const balances = useBalances(chain, account, tokens);
  const balance = nft ? sendingNft.balance : balances.data?.get(lower(token.address));
  const nativeBalance = balances.data?.get(lower(zeroAddress));
  const prices = useTokenPrices(chain, list);
  const priceUsd = prices.get(lower(token.address));
  const price = priceUsd === undefined ? undefined : format.inDisplayCurrency(priceUsd);
  // without a price for the token, the amount can only be typed in the token
  const inFiat = draft.inFiat && fiatAvailable && price !== undefined;

  const typed = parseAmount(draft.amountText, inFiat ? FIAT_DECIMALS : token.decimals);
  const amount = nft
    ? 1n
    : inFiat && typed !== undefined
      ? tokenFromFiat(typed, price!, token.decimals) || undefined
      : typed;
  const converted = (() => {
    if (amount === undefined) return undefined;
    if (inFiat) return `${format.tokenAmount(amount, token.decimals, AMOUNT_SHOWN)} ${token.symbol}`;
    return priceUsd === undefined ? undefined : format.fiat(Number(formatUnits(amount, token.decimals)) * priceUsd);
  })();

  const recipient = useRecipient(chain, draft.recipientText);
  const validated = recipient.validated;
  // the machine keeps the validated recipient with what was typed (spec §3 "Send state")
  useEffect(() => {
    if (
      validated?.address !== draft.validated?.address ||
      validated?.ensName !== draft.validated?.ensName ||
      validated?.unitag !== draft.validated?.unitag
    )
      send({ type: 'EDIT', patch: { validated } });
  }, [validated, draft.validated, send]);

  const cost = useSendNetworkCost(chain, {
    account,
    token: token.address,
    recipient: validated?.address,
    // a transfer of more than the balance would revert its estimate; the gas is the same for any amount up to it
    amount: amount !== undefined && balance !== undefined && amount <= balance ? amount : 0n,
    nftTokenId: nft?.tokenId,
  });
  const inputError = sendInputError({
    amount,
    balance,
    nativeBalance,
    native,
    networkCostWei: cost.data?.maxNetworkCostWei,
  });

  const screening = useScreening(validated?.address);
  const viewOnlyWallets = useQuery(viewOnlyWalletsQueryOptions());
  const warnings = validated
    ? recipientWarnings({
        recipient: validated.address,
        account,
        tokenAddresses: [
          ...tokens.filter((t) => t.address !== zeroAddress).map((t) => t.address),
          ...(nft ? [nft.collection] : []),
        ],
        viewOnlyAddresses: viewOnlyWallets.data ?? [],
        blocked: screening.data?.some((i) => i.category === 'sanctions') === true,
      })
    : [];
  const blocked = warnings.some((w) => BLOCKING_WARNINGS.has(w));
  // spec §6: the recipient's prior transfer count, shown only when connected
  const priorTransfers = useQuery({
    ...dataQueries.transferCount(dataApiUrl(config), chain.chainId, account ?? '', validated?.address ?? ''),
    enabled: account !== undefined && validated !== undefined,
  });
  // the sends this device saw land count even before the indexer has their blocks (it follows the chain a little behind)
  const sentFromHere = useQuery(
    sendsToQueryOptions({ chainId: chain.chainId, account, recipient: validated?.address }),
  );
  const priorCount = Math.max(priorTransfers.data ?? 0, sentFromHere.data ?? 0);
  const recent = useQuery(recentRecipientsQueryOptions({ account }));
  useEffect(() => {
    if (!sent) return;
    void balances.refetch();
    void recent.refetch();
    void queryClient.invalidateQueries({ queryKey: sendsToRootKey });
    void queryClient.invalidateQueries({ queryKey: transferCountRootKey });
    void queryClient.invalidateQueries({ queryKey: nftOwnerRootKey });
    void queryClient.invalidateQueries({ queryKey: ownedNftsRootKey });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per settled send
  }, [sent]);

  const state = sendButtonState({
    connected: account !== undefined,
    recipient: recipient.input,
    validated,
    resolving: recipient.resolving,
    amount,
    inputError,
    loading: (nft ? balance === undefined : balances.isPending) || (cost.isFetching && !cost.data),
  });
  const disabled = state.disabled || viewOnly || blocked || !snapshot.matches('form');

  function setMax() {
    if (balance === undefined) return;
    // sending the native coin keeps back the network cost (twice the estimate: fees can rise before it mines)
    const reserve = native ? (cost.data?.maxNetworkCostWei ?? 0n) * 2n : 0n;
    const max = balance > reserve ? balance - reserve : 0n;
    const text = fieldText(max, token.decimals);
    // spec §4: Max sets the token input to the balance
    if (inFiat) send({ type: 'TOGGLE_FIAT', amountText: text });
    else send({ type: 'EDIT', patch: { amountText: text } });
  }

  function submit() {
    if (state.label === 'connectWallet') return requestConnect();
    if (amount === undefined || !validated) return;
    const request: SendRequest = {
      chainId: chain.chainId,
      token: token.address,
      symbol: token.symbol,
      decimals: token.decimals,
      amount,
      recipient: validated,
      ...(nft ? { nft: { tokenId: nft.tokenId } } : {}),
    };
    send({ type: 'SEND', request });
  }

  const [selecting, setSelecting] = useState(false);
  const request = snapshot.context.request;
  const reviewing = snapshot.matches('review');
  const onSent = useCallback((hash: Hex, pending?: boolean) => send({ type: 'SENT', hash, pending }), [send]);

  return (
    <section
      aria-labelledby="send-title"
      className={css({ maxW: '420px', w: 'full', mx: 'auto', my: '10', px: '4', display: 'grid', gap: '3' })}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2' })}>
        <h1 id="send-title" className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>
          {t('send.title')}
        </h1>
        <TradeNetworkSelect
          label={t('send.network')}
          value={chain.slug}
          chains={chains}
          onChange={(slug) => void navigate({ to: '/send', search: { chain: slug } })}
        />
      </div>
      {nft ? (
        <SendNftField
          chain={chain}
          nft={nft}
          name={token.symbol}
          error={inputError === 'insufficientFunds' ? t('send.nftNotOwned') : undefined}
        />
      ) : (
        <SendAmountField
          text={draft.amountText}
          inFiat={inFiat}
          token={token}
          balance={balance}
          converted={converted}
          onToggle={
            fiatAvailable && price !== undefined
              ? () =>
                  send({
                    type: 'TOGGLE_FIAT',
                    amountText: toggledAmountText({ text: draft.amountText, inFiat, price, decimals: token.decimals }),
                  })
              : undefined
          }
          // typed while the price was not known yet, the figure is in tokens and stays so: the price arriving must
          // not turn "0.1 ETH" into "$0.10"
          onType={(text) => send({ type: 'EDIT', patch: { amountText: text, inFiat } })}
          onSelectToken={() => setSelecting(true)}
          chain={chain}
          onMax={showsMax(balance, amount) && !viewOnly ? setMax : undefined}
          error={
            inputError === 'insufficientFunds'
              ? t('send.insufficientFunds', { symbol: token.symbol })
              : inputError === 'insufficientFundsForGas'
                ? t(ERROR_MESSAGES.insufficientFundsForGas)
                : undefined
          }
        />
      )}
      <RecipientField
        text={draft.recipientText}
        validated={validated}
        notFound={recipient.notFound}
        recent={recent.data ?? []}
        onType={(text) => send({ type: 'EDIT', patch: { recipientText: text } })}
        onPick={(address) => send({ type: 'EDIT', patch: { recipientText: address } })}
        onClear={() => send({ type: 'EDIT', patch: { recipientText: '' } })}
      />
      {(priorTransfers.data !== undefined || priorCount > 0) && validated && (
        <p className={cx(mutedText(), css({ fontSize: 'sm' }))}>{t('send.priorTransfers', { count: priorCount })}</p>
      )}
      {warnings.map((warning) => (
        <p
          key={warning}
          role={BLOCKING_WARNINGS.has(warning) ? 'alert' : 'note'}
          className={css({ color: BLOCKING_WARNINGS.has(warning) ? 'critical' : 'warning', fontSize: 'sm' })}
        >
          {t(`send.warning.${warning}`)}
        </p>
      ))}
      <button
        type="button"
        className={`${button({ tone: 'accent' })} ${css({ minH: '14', h: 'auto', py: '2', fontSize: 'lg', whiteSpace: 'normal', textAlign: 'center' })}`}
        disabled={disabled && state.label !== 'connectWallet'}
        onClick={submit}
      >
        {viewOnly ? t('send.viewOnly') : t(`send.button.${state.label}`)}
      </button>
      <p role="status" className={css({ minH: '6' })}>
        {sent
          ? sent.nft
            ? t(sent.pending ? 'send.sendingNft' : 'send.sentNft', {
                name: sent.symbol,
                recipient: sent.recipient.unitag ?? sent.recipient.ensName ?? shortenAddress(sent.recipient.address),
              })
            : t(sent.pending ? 'send.sending' : 'send.sent', {
                amount: format.tokenAmount(sent.amount, sent.decimals, AMOUNT_SHOWN),
                symbol: sent.symbol,
                recipient: sent.recipient.unitag ?? sent.recipient.ensName ?? shortenAddress(sent.recipient.address),
              })
          : failure === 'checkFailed'
            ? t(ERROR_MESSAGES.errorLoadingData)
            : ''}
      </p>
      {selecting && (
        <TokenSelector
          open
          onClose={() => setSelecting(false)}
          onSelect={(picked) => {
            send({ type: 'SELECT_TOKEN', token: picked.address, native: picked.address === zeroAddress });
            setSelecting(false);
          }}
          onImport={() => undefined}
          chain={chain}
          tokens={tokens}
          balances={balances.data}
          recent={[]}
        />
      )}
      {(snapshot.matches('smartContractWarning') || snapshot.matches('newAddressWarning')) && (
        <SpeedBumpDialog
          kind={snapshot.matches('smartContractWarning') ? 'smartContract' : 'newAddress'}
          onContinue={() => send({ type: 'CONTINUE' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      )}
      {reviewing && request && account && provider && (
        <SendReviewDialog
          request={request}
          wallet={{ chain, account, provider }}
          valueUsd={
            priceUsd === undefined ? undefined : Number(formatUnits(request.amount, request.decimals)) * priceUsd
          }
          onSent={onSent}
          onBack={() => send({ type: 'BACK' })}
        />
      )}
    </section>
  );
}
