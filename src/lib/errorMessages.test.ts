import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './errorMessages';

const english = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../locales/en-US.json'), 'utf8')) as Record<
  string,
  unknown
>;
/** The en-US text at a dotted key ('errors.networkError', 'importCode.errors.wrongCode'). */
const textAt = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);

describe('ERROR_MESSAGES', () => {
  it('should point every catalogue entry at an en-US message with the wording of spec §8', () => {
    const texts = Object.values(ERROR_MESSAGES).map(textAt);
    expect(texts).toEqual([
      'Something went wrong',
      'Error loading data',
      'Data may be outdated',
      'Data is unavailable at the moment',
      'Failed to copy to clipboard',
      'Not available in your region',
      'Connection failed to provider',
      'Wrong password',
      'Unable to backup recovery phrase',
      'Unable to delete backup',
      'Too many attempts. Try again in {{count}} min.',
      'Too many attempts. Try again in {{count}} h.',
      'Failed to switch networks',
      'Transaction rejected',
      'Unknown error.',
      'Your swap is expected to fail.',
      'The transaction deadline passed.',
      'Slippage too low: the price moved past your limit.',
      'Token approval failed. Check your connection and try again.',
      'Confirmation timed out. Please retry.',
      'Your signature has expired.',
      'Insufficient funds to cover network cost',
      'Collect failed, please try again.',
      'Please try again in a few minutes.',
      'Could not report NFT',
      'The send failed. Nothing left your wallet except the network cost.',
      'Cancel or replace failed',
      "This app needs a network Sluice doesn't support",
      'Something went wrong connecting to this app. Try again.',
      'Invalid QR code',
      "WalletConnect v1 connections aren't supported. Ask the app for a WalletConnect v2 link.",
      'Network error. Check your connection and try again.',
      'This transaction is expected to fail.',
      'This service is unavailable in your region',
      'No quotes found',
      'Cannot load transaction for selling',
      'This username is not available',
      'This wallet already has a username',
      'This device has claimed too many usernames today. Try again tomorrow.',
      'You have already changed your username twice',
      'Avatar upload failed. Use a PNG, JPEG, GIF or WebP image under 32 KB.',
      'Could not claim your username. Please try again.',
      'The code you submitted is incorrect, or there was an error submitting.',
      'Failed attempts: {{attempts}} of {{max}}.',
      'Enter the 6-character code the new device shows.',
      'The import timed out. Start again for a new code.',
      'No one-time code received. Check your connection and try again.',
      'Seed encryption failed. Try again.',
      'Too many wrong codes were entered. Start again for a new code.',
    ]);
  });
});
