import { nothing } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type ExportOrganizationDataVariables = { organizationId: string };

/**
 * GET …/export: everything the organization holds as a ZIP (Owner only), asked for when the Owner clicks Download
 * (a mutation: nothing is cached, and the bearer token goes in a header, never in a download URL).
 */
export function useExportOrganizationData(
  options?: MutationHookOptions<Blob, ExportOrganizationDataVariables>,
) {
  return useConsoleMutation(
    (client, { organizationId }: ExportOrganizationDataVariables) =>
      client.organizationData.exportZip(organizationId),
    () => nothing(),
    options,
  );
}
