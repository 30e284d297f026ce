// Issue 32, import with a one-time code, with two browser contexts: the new device shows a QR code and a 6-character
// code with its countdown, and replaces the code when it expires (its clock set past the countdown); the device holding
// the wallet types the replaced code first and is told it is wrong with the count of failed attempts, then the shown
// one; the wallet crosses sealed to the new device's key, which keeps it under its own password and holds the same
// address. Expiry into a new session, time-outs and the lockout are walked in machines/importCodeReceive.machine.test.ts,
// machines/importCodeSend.machine.test.ts and the relay's hostile tests.
import { expect, test, waitForApp } from './harness/fixtures.ts';
import { importTestMnemonic, PASSWORD, testAccount } from './harness/embeddedWallet.ts';

const NEW_PASSWORD = 'another horse battery staple';

test('should move the wallet to a new device with its one-time code, after a replaced code is refused and counted', async ({
  page,
  browser,
  baseURL,
}) => {
  // three vault seals or opens, 600,000 PBKDF2 rounds each
  test.setTimeout(60_000);
  // the device holding the wallet, and the new device in a browser of its own, made ready side by side
  const newDevice = await browser.newContext({ baseURL });
  const fresh = await newDevice.newPage();
  const importing = fresh.getByRole('dialog', { name: 'Import with a code' });
  const shownCode = importing.getByRole('status', { name: 'One-time code' });
  await Promise.all([
    (async () => {
      await page.goto('/swap');
      await importTestMnemonic(page);
      await expect(page.getByRole('button', { name: `Account ${testAccount.address}` })).toBeVisible({
        timeout: 15_000,
      });
    })(),
    (async () => {
      await fresh.goto('/swap');
      await waitForApp(fresh);
      await fresh.getByRole('button', { name: 'Connect wallet' }).first().click();
      await fresh
        .getByRole('dialog', { name: 'Connect a wallet' })
        .getByRole('button', { name: 'Import with a code' })
        .click();
      await expect(shownCode).toHaveText(/^[A-Z0-9]{6}$/);
      await expect(importing.getByRole('img', { name: 'QR code to import your wallet' })).toBeVisible();
      await expect(importing.getByRole('timer')).toHaveText(/^New code in [12]:\d\d$/);
    })(),
  ]);
  const firstCode = (await shownCode.textContent())!;

  // spec §4: the countdown ends and the code is replaced
  await fresh.clock.setFixedTime(Date.now() + 125_000);
  await expect(shownCode).not.toHaveText(firstCode);
  await expect(shownCode).toHaveText(/^[A-Z0-9]{6}$/);
  const code = (await shownCode.textContent())!;

  // the device holding the wallet: its settings, the password, then the code
  await page.getByRole('button', { name: 'Manage wallet' }).click();
  const settings = page.getByRole('dialog', { name: 'Sluice wallet' });
  const sending = settings.getByRole('region', { name: 'Send to another device' });
  await sending.getByRole('button', { name: 'Send to another device' }).click();
  await sending.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await sending.getByRole('button', { name: 'Continue' }).click();
  const codeField = sending.getByLabel('Code from the new device');
  await codeField.fill(firstCode.toLowerCase());
  await sending.getByRole('button', { name: 'Send wallet' }).click();
  await expect(sending.getByRole('alert')).toHaveText(
    'The code you submitted is incorrect, or there was an error submitting. Failed attempts: 1 of 5.',
  );
  await codeField.fill(code);
  await sending.getByRole('button', { name: 'Send wallet' }).click();
  await expect(sending.getByRole('status')).toHaveText(
    'Your wallet was sent. Choose a password on the new device to finish.',
  );

  // the new device opens it and keeps it under its own password: the same account
  await expect(importing).toContainText('Your wallet has arrived. Choose a password for this device.');
  await importing.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await importing.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await importing.getByRole('button', { name: 'Continue' }).click();
  await expect(fresh.getByRole('button', { name: `Account ${testAccount.address}` })).toBeVisible({ timeout: 15_000 });
  await newDevice.close();
});
