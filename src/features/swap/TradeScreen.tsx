import { NotBuiltScreen } from '../../app/frame/NotBuiltScreen';
import { useCurrentRow } from '../../app/routes/useCurrentRow';
import { SwapForm } from './SwapForm';

/** The trade screen (spec §2): the swap tab is built; limit, buy, sell and send say which issue brings them. */
export function TradeScreen() {
  const { row } = useCurrentRow();
  if (row?.kind === 'screen' && !row.status.built) return <NotBuiltScreen />;
  return <SwapForm />;
}
