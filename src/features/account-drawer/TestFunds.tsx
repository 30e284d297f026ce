import { css } from '#styled-system/css';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { button, card, mutedText } from '#styled-system/recipes';
import { portfolioRootKey } from '../../data/portfolio';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { requestTestFunds } from './requestTestFunds';

/** Testnet mode on a devnet chain: "Get test funds" asks the faucet, then the balances refresh. */
export function TestFunds({ address, chainId }: { address: Address; chainId: number | undefined }) {
  const { t } = useTranslation();
  const { data: config } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'pending' | 'done' | 'failed'>('idle');
  const chain = config?.chains.find((c) => c.chainId === chainId);
  if (!config || !chain) return null;
  const run = async () => {
    setState('pending');
    try {
      await requestTestFunds(config, chain.chainId, address);
      await queryClient.invalidateQueries({ queryKey: portfolioRootKey });
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={`${card({ padding: 'sm' })} ${css({ mb: '3' })}`}>
      <button
        type="button"
        className={button({ tone: 'accent', size: 'sm' })}
        disabled={state === 'pending'}
        onClick={() => void run()}
      >
        {t('accountDrawer.getTestFunds')}
      </button>
      <p role="status" className={mutedText()}>
        {state === 'pending' && t('accountDrawer.testFundsPending', { chain: chain.name })}
        {state === 'done' && t('accountDrawer.testFundsDone', { chain: chain.name })}
        {state === 'failed' && t('errors.somethingWentWrong')}
      </p>
    </div>
  );
}
