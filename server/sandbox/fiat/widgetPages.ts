// The providers' widget pages, rendered by the server (no script: the CSP allows none, and none is needed). Each says
// it is a sandbox. The buy page takes a test card; the sell page shows where to send the tokens; the transfer page
// shows where an exchange withdrawal would go. Every value from a request or a session is escaped.
import type { FORTransactionStatus } from '../../../contract/fiatOnRampWire.ts';
import type { BuySession, SellSession } from './sessions.ts';

/** The sandbox's test cards: one pays, one is declined (spec §4: a declined purchase ends FAILED). */
export const TEST_CARDS = { succeeds: '4242424242424242', declines: '4000000000000002' } as const;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return (
    // the server's Referrer-Policy (no-referrer) makes a browser send `Origin: null` with the pay form's POST, which
    // the sandbox refuses as not from the app: the widget's own page sends its origin to its own origin only
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<meta name="referrer" content="same-origin">` +
    `<title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:440px;margin:2rem auto;padding:0 1rem;line-height:1.5">` +
    `<h1>${escapeHtml(title)}</h1>${body}</body></html>`
  );
}

const STATUS_WORDS: Partial<Record<FORTransactionStatus, string>> = {
  SETTLED: 'Complete',
  SETTLING: 'Sending your tokens',
  FAILED: 'Payment declined',
  ERROR: 'Something went wrong: nothing was charged',
  PENDING: 'Waiting for your deposit',
  PENDING_CREATED: 'Waiting for you',
};

const back = (redirectUrl: string | undefined) =>
  redirectUrl ? `<p><a href="${escapeHtml(redirectUrl)}">Back to Sluice</a></p>` : '';

const code = (text: string) => `<code style="word-break:break-all">${escapeHtml(text)}</code>`;

export function buyWidgetPage(session: BuySession, payPath: string, notice?: string): string {
  const amount = `${session.fiatAmount} ${session.fiatCurrency}`;
  const summary =
    `<p><strong>Sandbox:</strong> no money moves. Test cards: ${code('4242 4242 4242 4242')} pays, ` +
    `${code('4000 0000 0000 0002')} is declined.</p>` +
    `<p>You pay <strong>${escapeHtml(amount)}</strong> and receive <strong>${escapeHtml(String(session.destinationAmount))} ` +
    `${escapeHtml(session.token.symbol)}</strong> on ${escapeHtml(session.token.chain.name)} at</p><p>${code(session.walletAddress)}</p>` +
    `<p>Fees: ${escapeHtml(String(session.fees.transactionFee))} provider, ${escapeHtml(String(session.fees.networkFee))} network.</p>`;
  if (session.status !== 'PENDING_CREATED') {
    const tx = session.blockchainTransactionId ? `<p>Transaction ${code(session.blockchainTransactionId)}</p>` : '';
    return page(
      session.provider.name,
      `${summary}<p role="status">${escapeHtml(STATUS_WORDS[session.status] ?? session.status)}</p>${tx}${back(session.redirectUrl)}`,
    );
  }
  const form =
    `<form method="post" action="${escapeHtml(payPath)}">` +
    `<p><label for="card">Card number</label><br><input id="card" name="card" inputmode="numeric" autocomplete="off" required maxlength="23"></p>` +
    `<p><button type="submit">Pay ${escapeHtml(amount)}</button></p></form>`;
  return page(session.provider.name, `${summary}${notice ? `<p role="alert">${escapeHtml(notice)}</p>` : ''}${form}`);
}

export function sellWidgetPage(session: SellSession, checkPath: string): string {
  const settled = session.status === 'SETTLED';
  const body =
    `<p><strong>Sandbox:</strong> no money moves. Send the tokens from your wallet; the sale settles once they arrive.</p>` +
    `<p>Send <strong>${escapeHtml(String(session.sourceAmount))} ${escapeHtml(session.token.symbol)}</strong> on ` +
    `${escapeHtml(session.token.chain.name)} to</p><p>${code(session.depositAddress)}</p>` +
    `<p>You receive <strong>${escapeHtml(`${session.payout} ${session.fiatCurrency}`)}</strong> after fees.</p>` +
    `<p role="status">${escapeHtml(STATUS_WORDS[session.status] ?? session.status)}</p>` +
    (session.blockchainTransactionId ? `<p>Deposit ${code(session.blockchainTransactionId)}</p>` : '') +
    (settled ? '' : `<p><a href="${escapeHtml(checkPath)}">Check for my deposit</a></p>`) +
    back(session.redirectUrl);
  return page(session.provider.name, body);
}

export function transferWidgetPage(exchangeName: string, walletAddress: string, sessionId: string): string {
  return page(
    exchangeName,
    `<p><strong>Sandbox:</strong> this exchange moves no funds.</p>` +
      `<p>Withdrawals from this account go to</p><p>${code(walletAddress)}</p><p>Session ${escapeHtml(sessionId)}</p>`,
  );
}

export function notFoundPage(): string {
  return page('Sandbox session not found', '<p>This session has ended or never existed. Start again from Sluice.</p>');
}
