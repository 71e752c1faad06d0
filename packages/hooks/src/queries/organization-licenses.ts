// A screen that shows an organization's licences reads them in two steps (docs/decisions/0053-first-page-of-licences.md):
// its own module, so that the entry, which starts the organization's read (organization.ts), carries no count rule.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getLicenseCounts, type LicenseCountSummary } from '../domain/licenses/license-counts';
import { licenseCountsOfMore, type MoreLicenses } from '../domain/licenses/first-licenses';
import type { Organization } from '@pod-console/sdk';
import { useConsoleClient } from '../provider/console-provider';
import {
  organizationFirstLicensesQueryOptions,
  useOrganization,
  type OrganizationArgs,
} from './organization';

export interface OrganizationLicenses {
  /**
   * The organization: its whole answer (polled) once in, before it the first page's, whose `licenses` are only the
   * first ones while `more` is not null.
   */
  organization: Organization | undefined;
  /** Null when `organization.licenses` is every licence; otherwise how many there are in all, and their tallies. */
  more: MoreLicenses | null;
  /** spec §4 counts over every licence: from the licences once all are in, from the tallies before. */
  counts: LicenseCountSummary | undefined;
  /** The whole answer could not be read (and is not there). */
  isError: boolean;
  refetch: () => void;
}

/**
 * An organization for a screen that shows its licences (docs/decisions/0053-first-page-of-licences.md): the first
 * page's as soon as it is in, then the whole answer, which the organization's query asks for right after it.
 */
export function useOrganizationLicenses({ organizationId }: OrganizationArgs): OrganizationLicenses {
  const client = useConsoleClient();
  const whole = useOrganization({ organizationId });
  const wholeData = whole.data;
  const first = useQuery({
    ...organizationFirstLicensesQueryOptions(client, { organizationId }),
    enabled: wholeData === undefined,
  });
  const page = wholeData === undefined ? first.data : undefined;
  const isError = whole.isError && wholeData === undefined;
  const refetchWhole = whole.refetch;
  return useMemo(() => {
    const refetch = () => void refetchWhole();
    if (wholeData !== undefined) {
      return {
        organization: wholeData,
        more: null,
        counts: getLicenseCounts(wholeData),
        isError: false,
        refetch,
      };
    }
    if (page === undefined) {
      return { organization: undefined, more: null, counts: undefined, isError, refetch };
    }
    const { organization, more } = page;
    return {
      organization,
      more,
      counts:
        more == null
          ? getLicenseCounts(organization)
          : licenseCountsOfMore(more, organization.licenseCounts.POD_ADMIN),
      isError,
      refetch,
    };
  }, [wholeData, page, isError, refetchWhole]);
}
