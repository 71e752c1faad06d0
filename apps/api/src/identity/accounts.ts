import { randomUUID } from 'node:crypto';

export interface IdentityAccount {
  id: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  /** Shown on the login page, e.g. "Member of Acme (Business trial)". */
  description?: string;
}

export interface AccountStore {
  list(): Promise<IdentityAccount[]>;
  find(id: string): Promise<IdentityAccount | undefined>;
  /** Sign-up. Throws AccountExistsError when the e-mail is taken. */
  create(input: { email: string; givenName: string; familyName: string }): Promise<IdentityAccount>;
}

export class AccountExistsError extends Error {
  constructor(email?: string) {
    super(
      email
        ? `An account with the e-mail ${email} already exists`
        : 'An account with this e-mail already exists',
    );
    this.name = 'AccountExistsError';
  }
}

/** Accounts kept in memory, for tests and demos. New sign-ups count as verified: nothing here sends e-mail. */
export function createMemoryAccountStore(seed: IdentityAccount[] = []): AccountStore {
  const byId = new Map(seed.map((account) => [account.id, { ...account }]));
  const copy = (account: IdentityAccount): IdentityAccount => ({ ...account });
  return {
    async list() {
      return [...byId.values()].map(copy);
    },
    async find(id) {
      const account = byId.get(id);
      return account && copy(account);
    },
    async create({ email, givenName, familyName }) {
      const taken = [...byId.values()].some((account) => account.email.toLowerCase() === email.toLowerCase());
      if (taken) throw new AccountExistsError(email);
      const account: IdentityAccount = {
        id: randomUUID(),
        email,
        emailVerified: true,
        givenName,
        familyName,
      };
      byId.set(account.id, account);
      return copy(account);
    },
  };
}

export function displayName(account: Pick<IdentityAccount, 'email' | 'givenName' | 'familyName'>): string {
  const name = [account.givenName, account.familyName].filter(Boolean).join(' ');
  return name || account.email;
}
