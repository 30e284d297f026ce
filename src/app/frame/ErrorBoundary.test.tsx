// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new Error('RPC blob: {"code":-32000}');
}

describe('ErrorBoundary', () => {
  it('should show "Something went wrong" and a reload button, never the raw error, when a screen throws', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      createRoot(container).render(
        <ErrorBoundary title="Something went wrong" body="Sorry." reloadLabel="Reload the app">
          <Broken />
        </ErrorBoundary>,
      );
    });
    quiet.mockRestore();
    const alert = container.querySelector('[role=alert]');
    expect(alert?.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(alert?.querySelector('button')?.textContent).toBe('Reload the app');
    expect(container.textContent).not.toContain('RPC blob');
  });
});
