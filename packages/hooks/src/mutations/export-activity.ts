import type { ActivityQuery, ConsoleClient } from '@pod-console/sdk';
import { nothing } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type ExportActivityVariables = {
  organizationId: string;
  query: Omit<ActivityQuery, 'cursor' | 'limit'>;
};
export type ExportActivityResult = Awaited<ReturnType<ConsoleClient['activity']['exportCsv']>>;

/**
 * GET …/activity/export: the filtered log as CSV text, asked for when the person clicks Export (so it is a
 * mutation: nothing is cached, and the bearer token goes in a header, never in a download URL).
 */
export function useExportActivity(
  options?: MutationHookOptions<ExportActivityResult, ExportActivityVariables>,
) {
  return useConsoleMutation(
    (client, { organizationId, query }: ExportActivityVariables) =>
      client.activity.exportCsv(organizationId, query),
    () => nothing(),
    options,
  );
}
