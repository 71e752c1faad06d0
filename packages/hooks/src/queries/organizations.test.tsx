// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupApiServer } from '../test/api';
import { ids } from '../test/fixtures';
import { readHandlers } from '../test/handlers';
import { createTestConsole } from '../test/render';
import { organizationsQueryOptions, useOrganizations } from './organizations';

const { requests } = setupApiServer(...readHandlers());

afterEach(cleanup);

describe('useOrganizations', () => {
  it('lists the caller’s organizations by id and name', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useOrganizations(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([
      { id: ids.organization, name: 'Analytical Engines' },
      { id: ids.otherOrganization, name: 'Difference Ltd' },
    ]);
    expect(requests.all()).toEqual(['GET /organizations']);
  });

  it('is cached under the ORGANIZATIONS tag (spec §7)', () => {
    const { client } = createTestConsole();
    expect(organizationsQueryOptions(client).queryKey[0]).toBe('ORGANIZATIONS');
  });
});
