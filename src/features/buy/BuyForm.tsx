// spec §2 /buy: buying crypto with fiat through a provider (issue 31).
import { FiatCheckoutForm } from './FiatCheckoutForm';

export function BuyForm() {
  return <FiatCheckoutForm direction="buy" />;
}
