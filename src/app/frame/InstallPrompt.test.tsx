// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n';
import { INSTALL_DISMISSED_KEY, InstallPrompt } from './InstallPrompt';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function offerInstall(): Event {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: async () => {},
    userChoice: Promise.resolve({ outcome: 'dismissed' }),
  });
  window.dispatchEvent(event);
  return event;
}

const buttonNamed = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);

describe('InstallPrompt', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('should offer to install when the browser does and remember when the person says not now', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => createRoot(container).render(<InstallPrompt />));
    expect(buttonNamed('Install Sluice')).toBeUndefined();

    let event!: Event;
    await act(async () => {
      event = offerInstall();
    });
    expect(event.defaultPrevented).toBe(true);
    expect(buttonNamed('Install Sluice')).toBeDefined();

    await act(async () => buttonNamed('Not now')!.click());

    expect(buttonNamed('Install Sluice')).toBeUndefined();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
  });

  it('should stay hidden once dismissed', async () => {
    localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => createRoot(container).render(<InstallPrompt />));
    await act(async () => {
      offerInstall();
    });
    expect(buttonNamed('Install Sluice')).toBeUndefined();
  });
});
