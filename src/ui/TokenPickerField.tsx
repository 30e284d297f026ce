// Issue 34: a labelled token field of a form (limit, new position, add liquidity, buy): the one token button, which
// opens the one token selector; the owner's balances are read only while the selector is open.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css } from '#styled-system/css';
import { type ChainToken, useBalances } from '../data/chainTokens';
import type { RuntimeChain } from '../data/runtimeConfig';
import { TokenButton } from './TokenButton';
import { TokenSelector } from './TokenSelector';

export type TokenPickerFieldProps = {
  label: string;
  /** The button's accessible name, with the picked token's symbol ("Sell token: WETH"). */
  buttonLabel: string;
  tokens: readonly ChainToken[];
  value: ChainToken | undefined;
  onChange: (token: ChainToken) => void;
  chain: RuntimeChain | undefined;
  owner: Address | undefined;
};

export function TokenPickerField(props: TokenPickerFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [selecting, setSelecting] = useState(false);
  const balances = useBalances(props.chain, selecting ? props.owner : undefined, props.tokens);
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1', minW: '0' })}
    >
      <span id={labelId}>{props.label}</span>
      <TokenButton
        wide
        label={props.buttonLabel}
        token={props.value}
        chain={props.chain}
        placeholder={t('swapUi.selectAToken')}
        onClick={() => setSelecting(true)}
      />
      {/* mounted only while picking: its list of tokens with logos is most of the field's render otherwise */}
      {selecting && (
        <TokenSelector
          open
          onClose={() => setSelecting(false)}
          onSelect={(token) => {
            props.onChange(token);
            setSelecting(false);
          }}
          onImport={() => undefined}
          chain={props.chain}
          tokens={props.tokens}
          balances={balances.data}
          recent={[]}
        />
      )}
    </div>
  );
}
