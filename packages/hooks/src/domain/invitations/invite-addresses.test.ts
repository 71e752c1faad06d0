import { describe, expect, it } from 'vitest';
import { INVITATION_BATCH_MAX } from '../constants';
import { checkInviteEmail, INVITATION_OUTCOME_LABELS, parseInviteAddresses } from './invite-addresses';

describe('parseInviteAddresses', () => {
  it('splits on commas, spaces, semicolons and new lines, keeping the order typed', () => {
    const list = parseInviteAddresses(
      ' grace@example.com, alan@example.com\nada@example.com;  bob@example.org ',
    );
    expect(list.valid).toEqual([
      'grace@example.com',
      'alan@example.com',
      'ada@example.com',
      'bob@example.org',
    ]);
    expect(list.error).toBeNull();
  });

  it('answers spec §5’s "Email is required" for nothing typed', () => {
    expect(parseInviteAddresses(' ,\n ')).toEqual({ addresses: [], valid: [], error: 'Email is required' });
  });

  it('marks each invalid address with spec §5’s message and names them under the field', () => {
    const list = parseInviteAddresses('grace@example.com, alan, bob@');
    expect(list.addresses.map((a) => a.error)).toEqual([
      null,
      'Invalid email format',
      'Invalid email format',
    ]);
    expect(list.error).toBe('Invalid email format: alan, bob@');
    expect(list.valid).toEqual(['grace@example.com']);
  });

  it('sends a repeated address once, whatever its case', () => {
    const list = parseInviteAddresses('Grace@Example.com grace@example.com');
    expect(list.valid).toEqual(['Grace@Example.com']);
    expect(list.addresses.map((a) => a.duplicate)).toEqual([false, true]);
    expect(list.error).toBeNull();
  });

  it('refuses more addresses than one call takes', () => {
    const many = Array.from({ length: INVITATION_BATCH_MAX + 1 }, (_, i) => `p${i}@example.com`).join(' ');
    expect(parseInviteAddresses(many).error).toBe(
      `Invite at most ${INVITATION_BATCH_MAX} addresses at a time.`,
    );
    const enough = Array.from({ length: INVITATION_BATCH_MAX }, (_, i) => `p${i}@example.com`).join(' ');
    expect(parseInviteAddresses(enough).error).toBeNull();
  });
});

describe('checkInviteEmail', () => {
  it('refuses an address longer than the contract allows', () => {
    expect(checkInviteEmail(`${'a'.repeat(250)}@example.com`)).toBe('Invalid email format');
  });
});

describe('INVITATION_OUTCOME_LABELS', () => {
  it('names every outcome the API answers per address', () => {
    expect(INVITATION_OUTCOME_LABELS).toEqual({
      invited: 'Invited',
      already_member: 'Already a member',
      already_invited: 'Already invited',
    });
  });
});
