// spec §2 /sell: selling crypto for fiat through a provider (issue 31).
import { FiatCheckoutForm } from './FiatCheckoutForm';

export function SellForm() {
  return <FiatCheckoutForm direction="sell" />;
}
