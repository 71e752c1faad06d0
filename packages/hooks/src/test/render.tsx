import { createConsoleClient } from '@pod-console/sdk';
import type { ReactNode } from 'react';
import { ConsoleProvider } from '../provider/console-provider';
import { createConsoleQueryClient } from '../provider/create-console-query-client';
import { API_BASE_URL } from './api';

/** A real SDK client and the package's own QueryClient, wired as the console wires them. */
export function createTestConsole() {
  const queryClient = createConsoleQueryClient();
  const client = createConsoleClient({ baseUrl: API_BASE_URL, getAccessToken: () => 'test-token' });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ConsoleProvider client={client} queryClient={queryClient}>
      {children}
    </ConsoleProvider>
  );
  return { client, queryClient, wrapper };
}

/** A promise you settle from the test, to hold an answer back. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
