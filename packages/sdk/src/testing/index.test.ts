import { describe, expect, it } from 'vitest';
import { fixtureIds, wireLicense, wireOrganization, wireUser } from './index';

describe('wire fixtures', () => {
  it('lets an override replace a top-level field and keeps the others', () => {
    const user = wireUser({ first_name: 'Grace', pending_organizations: [] });

    expect(user.first_name).toBe('Grace');
    expect(user.pending_organizations).toEqual([]);
    expect(user.last_name).toBe('Lovelace');
    expect(user.selected_organization_id).toBe(fixtureIds.organization);
  });

  it('builds a fresh answer on every call, so one test cannot change another', () => {
    const first = wireOrganization();
    first.licenses.push(wireLicense({ trial: true }));

    expect(wireOrganization().licenses).toEqual([wireLicense()]);
  });

  it('links the default answers through the same ids', () => {
    const organization = wireOrganization();

    expect(organization.owner_user_id).toBe(wireUser().id);
    expect(organization.organization_users.map((member) => member.user_id)).toEqual([fixtureIds.user]);
    expect(wireUser().organizations[0]).toEqual({ id: organization.id, name: organization.name });
  });
});
