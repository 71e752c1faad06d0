import type { License } from '@pod-console/sdk';

/** A licence without a recipient yet (a free trial licence, say) has no identifier to show. */
export const UNASSIGNED_LABEL = 'Unassigned';

/** What names a licence in its row and in its dialogs. */
export const licenseLabel = (license: Pick<License, 'identifier'>) =>
  license.identifier?.trim() ? license.identifier : UNASSIGNED_LABEL;

/** The device that claimed a licence, as it named itself; one that did not is "the device". */
export const deviceLabel = (license: Pick<License, 'deviceName'>) =>
  license.deviceName?.trim() || 'the device';
