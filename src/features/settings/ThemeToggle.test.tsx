// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n';
import { PreferencesProvider } from '../../data/preferencesContext';
import { DEFAULT_PREFERENCES, createPreferencesStore } from '../../data/preferences';
import { ThemeToggle } from './ThemeToggle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('ThemeToggle', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('should check the chosen theme and store it when a theme is picked', async () => {
    const store = createPreferencesStore({ ...DEFAULT_PREFERENCES, theme: 'system' });
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      createRoot(container).render(
        <PreferencesProvider store={store}>
          <ThemeToggle />
        </PreferencesProvider>,
      );
    });
    const radio = (name: string) =>
      [...container.querySelectorAll<HTMLButtonElement>('[role=radio]')].find((b) => b.textContent === name)!;
    expect(container.querySelector('[role=radiogroup]')?.getAttribute('aria-labelledby')).toBe('theme-label');
    expect(radio('Auto').getAttribute('aria-checked')).toBe('true');

    await act(async () => radio('Dark').click());

    expect(store.get().theme).toBe('dark');
    expect(radio('Dark').getAttribute('aria-checked')).toBe('true');
    expect(radio('Auto').getAttribute('aria-checked')).toBe('false');
  });
});
