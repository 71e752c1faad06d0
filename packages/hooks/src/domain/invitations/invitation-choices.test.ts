import { describe, expect, it } from 'vitest';
import {
  buildInvitationResponses,
  canSubmitInvitationChoices,
  EMPTY_INVITATION_CHOICES,
  invitationChoicesReducer,
  type InvitationChoiceAction,
  type InvitationChoices,
} from './invitation-choices';

const invitations = [{ pendingInvitationId: 'a' }, { pendingInvitationId: 'b' }];

const run = (...actions: InvitationChoiceAction[]): InvitationChoices =>
  actions.reduce(invitationChoicesReducer, EMPTY_INVITATION_CHOICES);

describe('invitationChoicesReducer', () => {
  it('records Accept as ACCEPTED and Reject as REJECTED', () => {
    expect(run({ type: 'accept', invitationId: 'a' }, { type: 'reject', invitationId: 'b' })).toEqual({
      a: 'ACCEPTED',
      b: 'REJECTED',
    });
  });

  it('returns a choice to unset with Undo', () => {
    expect(run({ type: 'accept', invitationId: 'a' }, { type: 'undo', invitationId: 'a' })).toEqual({});
  });

  it('ignores Accept or Reject on an invitation that already has a choice, keeping the same object', () => {
    const accepted = run({ type: 'accept', invitationId: 'a' });
    expect(invitationChoicesReducer(accepted, { type: 'reject', invitationId: 'a' })).toBe(accepted);
    expect(invitationChoicesReducer(accepted, { type: 'accept', invitationId: 'a' })).toBe(accepted);
  });

  it('keeps the same object when undoing an unset choice', () => {
    const accepted = run({ type: 'accept', invitationId: 'a' });
    expect(invitationChoicesReducer(accepted, { type: 'undo', invitationId: 'b' })).toBe(accepted);
  });

  it('drops choices for invitations no longer pending on sync', () => {
    const both = run({ type: 'accept', invitationId: 'a' }, { type: 'reject', invitationId: 'b' });
    expect(invitationChoicesReducer(both, { type: 'sync', invitationIds: ['b'] })).toEqual({ b: 'REJECTED' });
    expect(invitationChoicesReducer(both, { type: 'sync', invitationIds: ['a', 'b'] })).toBe(both);
  });

  it('clears every choice on reset', () => {
    expect(run({ type: 'accept', invitationId: 'a' }, { type: 'reset' })).toEqual({});
  });
});

describe('canSubmitInvitationChoices', () => {
  it('allows submit only when every pending invitation has a choice', () => {
    expect(canSubmitInvitationChoices(run({ type: 'accept', invitationId: 'a' }), invitations)).toBe(false);
    const both = run({ type: 'accept', invitationId: 'a' }, { type: 'reject', invitationId: 'b' });
    expect(canSubmitInvitationChoices(both, invitations)).toBe(true);
  });

  it('refuses when the number of choices differs from the number of pending invitations', () => {
    const three = run(
      { type: 'accept', invitationId: 'a' },
      { type: 'reject', invitationId: 'b' },
      { type: 'accept', invitationId: 'stale' },
    );
    expect(canSubmitInvitationChoices(three, invitations)).toBe(false);
  });

  it('refuses when there is nothing to respond to', () => {
    expect(canSubmitInvitationChoices(EMPTY_INVITATION_CHOICES, [])).toBe(false);
  });
});

describe('buildInvitationResponses', () => {
  it('turns choices into invitationId / response items', () => {
    const choices = run({ type: 'reject', invitationId: 'b' }, { type: 'accept', invitationId: 'a' });
    expect(buildInvitationResponses(choices)).toEqual([
      { invitationId: 'b', response: 'REJECTED' },
      { invitationId: 'a', response: 'ACCEPTED' },
    ]);
  });

  it('follows the invitations order and skips stale choices when invitations are given', () => {
    const choices = run(
      { type: 'reject', invitationId: 'b' },
      { type: 'accept', invitationId: 'stale' },
      { type: 'accept', invitationId: 'a' },
    );
    expect(buildInvitationResponses(choices, invitations)).toEqual([
      { invitationId: 'a', response: 'ACCEPTED' },
      { invitationId: 'b', response: 'REJECTED' },
    ]);
  });
});
