// @vitest-environment happy-dom
import { createConsoleClient } from '@pod-console/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleProvider, useConsoleClient } from './console-provider';
import { createConsoleQueryClient } from './create-console-query-client';

afterEach(cleanup);

const client = createConsoleClient({
  baseUrl: 'http://api.test/admin-console/v1',
  getAccessToken: () => 'token',
});

describe('ConsoleProvider', () => {
  it('hands its SDK client and the given QueryClient to the hooks below it', () => {
    const queryClient = createConsoleQueryClient();
    const { result } = renderHook(() => ({ client: useConsoleClient(), queryClient: useQueryClient() }), {
      wrapper: ({ children }) => (
        <ConsoleProvider client={client} queryClient={queryClient}>
          {children}
        </ConsoleProvider>
      ),
    });
    expect(result.current.client).toBe(client);
    expect(result.current.queryClient).toBe(queryClient);
  });

  it('creates one QueryClient of its own when given none, and keeps it across renders', () => {
    const seen = new Set<unknown>();
    function Probe() {
      seen.add(useQueryClient());
      return null;
    }
    const { rerender } = render(
      <ConsoleProvider client={client}>
        <Probe />
      </ConsoleProvider>,
    );
    rerender(
      <ConsoleProvider client={client}>
        <Probe />
      </ConsoleProvider>,
    );
    expect(seen.size).toBe(1);
    const [queryClient] = seen as Set<ReturnType<typeof createConsoleQueryClient>>;
    expect(queryClient!.getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('useConsoleClient', () => {
  it('fails loudly outside a ConsoleProvider', () => {
    expect(() => renderHook(() => useConsoleClient())).toThrow(
      'useConsoleClient must be used inside <ConsoleProvider client={…}>.',
    );
  });
});
