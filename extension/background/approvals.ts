// Requests waiting for the person (issue 30): each opens the extension's approval popup, which reads it by id and
// answers; closing the popup is a rejection.
import type { Approval, ApprovalRequest, PersonAnswer } from '../messages.ts';

export const APPROVAL_PAGE = 'extension/popup/index.html';
/** The approval popup's size: the extension's 368 px dropdown layout (spec: account drawer for the extension). */
const POPUP_WIDTH = 368;
const POPUP_HEIGHT = 620;

type Waiting = { approval: Approval; windowId?: number; answer: (answer: PersonAnswer) => void };
const waiting = new Map<string, Waiting>();

/** Opens the popup for a request and resolves with the person's answer. */
export async function askPerson(request: ApprovalRequest): Promise<PersonAnswer> {
  const id = crypto.randomUUID();
  const answered = new Promise<PersonAnswer>((resolve) => {
    waiting.set(id, { approval: { ...request, id } as Approval, answer: resolve });
  });
  const popup = await chrome.windows.create({
    url: chrome.runtime.getURL(`${APPROVAL_PAGE}?approval=${id}`),
    type: 'popup',
    width: POPUP_WIDTH,
    height: POPUP_HEIGHT,
    focused: true,
  });
  const entry = waiting.get(id);
  if (entry) entry.windowId = popup?.id;
  return answered;
}

export const approvalById = (id: string): Approval | undefined => waiting.get(id)?.approval;

export function answerApproval(id: string, answer: PersonAnswer): void {
  const entry = waiting.get(id);
  if (!entry) return;
  waiting.delete(id);
  entry.answer(answer);
  if (entry.windowId !== undefined) void chrome.windows.remove(entry.windowId).catch(() => undefined);
}

chrome.windows.onRemoved.addListener((windowId) => {
  for (const [id, entry] of waiting) if (entry.windowId === windowId) answerApproval(id, { approved: false });
});
