// spec §2 onboarding "notifications permission" (issue 32): once a wallet is created, imported, restored or moved here
// with a code, one step explains the notifications and asks the browser's permission (Enable / Not now). The choice is
// kept in the settings the toggles use (spec §6: wallet activity, updates). It skips itself where the browser has no
// Notification API or the permission is already decided (granted or denied): there is nothing to ask then.
import { assign, fromPromise, setup } from 'xstate';

/** The browser's permission, 'unsupported' without a Notification API. */
export type NotificationsPermissionState = NotificationPermission | 'unsupported';

/** What the step ends with: whether notifications are on (the permission granted), and whether it asked at all. */
export type NotificationsPermissionOutput = { asked: boolean; enabled: boolean };

export type NotificationsPermissionEvent = { type: 'ENABLE' } | { type: 'NOT_NOW' };

export const notificationsPermissionMachine = setup({
  types: {
    context: {} as { permission?: NotificationsPermissionState; asked: boolean; enabled: boolean },
    events: {} as NotificationsPermissionEvent,
    output: {} as NotificationsPermissionOutput,
  },
  actors: {
    // the permission as it stands (src/notifications/notificationPreferences.ts readNotificationPermission)
    readPermission: fromPromise<NotificationsPermissionState>(async () => {
      throw new Error('readPermission is not provided');
    }),
    // Notification.requestPermission(): the browser's own prompt
    requestPermission: fromPromise<NotificationPermission>(async () => {
      throw new Error('requestPermission is not provided');
    }),
    // writes both toggles (wallet activity, updates) on or off
    storeChoice: fromPromise<void, { enabled: boolean }>(async () => {
      throw new Error('storeChoice is not provided');
    }),
  },
  guards: {
    undecided: (_, permission: NotificationsPermissionState) => permission === 'default',
  },
  actions: {
    keepPermission: assign((_, permission: NotificationsPermissionState) => ({ permission })),
    markAsked: assign({ asked: true }),
    keepAnswer: assign((_, permission: NotificationPermission) => ({
      permission,
      enabled: permission === 'granted',
    })),
    declined: assign({ enabled: false }),
  },
}).createMachine({
  id: 'notificationsPermission',
  context: { asked: false, enabled: false },
  initial: 'deciding',
  states: {
    deciding: {
      invoke: {
        id: 'readPermission',
        src: 'readPermission',
        onDone: [
          {
            guard: { type: 'undecided', params: ({ event }) => event.output },
            target: 'asking',
            actions: { type: 'keepPermission', params: ({ event }) => event.output },
          },
          { target: 'done', actions: { type: 'keepPermission', params: ({ event }) => event.output } },
        ],
        // nothing to read it with: nothing to ask
        onError: 'done',
      },
    },
    asking: {
      entry: 'markAsked',
      on: { ENABLE: 'requesting', NOT_NOW: { target: 'storing', actions: 'declined' } },
    },
    requesting: {
      invoke: {
        id: 'requestPermission',
        src: 'requestPermission',
        onDone: { target: 'storing', actions: { type: 'keepAnswer', params: ({ event }) => event.output } },
        // a browser that throws instead of answering: leave the toggles off, the person can allow it in settings
        onError: { target: 'storing', actions: 'declined' },
      },
    },
    storing: {
      invoke: {
        id: 'storeChoice',
        src: 'storeChoice',
        input: ({ context }) => ({ enabled: context.enabled }),
        onDone: 'done',
        // the permission itself is the browser's: a failed write of the toggles does not hold the wallet back
        onError: 'done',
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ asked: context.asked, enabled: context.enabled }),
});
