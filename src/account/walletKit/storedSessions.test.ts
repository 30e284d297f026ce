import { describe, expect, it } from 'vitest';
import { SluiceDatabase } from '../../data/database';
import { hasStoredSessions } from './storedSessions';

const SESSIONS = 'walletKit:wc@2:client:0.3:sluice-wallet//session';

describe('hasStoredSessions', () => {
  it('should find sessions only in a non-empty session store of sign-client', async () => {
    const database = new SluiceDatabase(`stored-sessions-${Math.random()}`);
    expect(await hasStoredSessions(database)).toBe(false);
    await database.keyval.put({ key: 'walletKit:wc@2:core:0.3:sluice-wallet//messages', value: '[{"topic":"a"}]' });
    await database.keyval.put({ key: SESSIONS, value: '[]' });
    expect(await hasStoredSessions(database)).toBe(false);
    await database.keyval.put({ key: SESSIONS, value: '[{"topic":"a"}]' });
    expect(await hasStoredSessions(database)).toBe(true);
    await database.keyval.put({ key: SESSIONS, value: 'not json' });
    expect(await hasStoredSessions(database)).toBe(false);
  });
});
