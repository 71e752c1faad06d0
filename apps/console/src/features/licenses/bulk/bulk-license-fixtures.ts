// Story and test data of this feature: an organization on the wire (typed by the contract) with free licences,
// answers of POST /licenses/assign-many, and licences to print.
import { buildClaimLink } from '@pod-console/hooks/domain';
import type { paths } from '@pod-console/sdk';
import { wireLicense } from '@pod-console/sdk/testing';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { config } from '../../../lib/config';
import { ACME, wireOrganization } from '../../../testing/fixtures';
import { apiUrl } from '../../../testing/story-api';
import type { PrintCard } from './print-sheet';

type AssignManyBody = paths['/licenses/assign-many']['post']['requestBody']['content']['application/json'];
type AssignManyAnswer =
  paths['/licenses/assign-many']['post']['responses'][201]['content']['application/json'];

/** Two licences in use; 2 + 10 purchased: 10 free. */
export const EXISTING_LICENSES = [
  wireLicense({ id: 'lic-studio', identifier: 'Studio iPad', license_key_hash: 'key-studio' }),
  wireLicense({ id: 'lic-field', identifier: 'Field kit' }),
];

export const BULK_ORGANIZATION = wireOrganization({
  license_counts: { POD_ADMIN: 12 },
  licenses: EXISTING_LICENSES,
});

/** The id the API gives the n-th licence (1-based) of a creation. */
export const newLicenseId = (index: number) => `lic-new-${index}`;

/** The identifiers of five new licences, in the order they are created. */
export const NEW_IDENTIFIERS = ['Kiosk 1', 'Kiosk 2', 'Front desk', 'Stage camera', 'Lobby tablet'];

/** The organization once the five are created: what the QR code sheet finds them in. */
export const WITH_NEW_LICENSES = wireOrganization({
  license_counts: { POD_ADMIN: 12 },
  licenses: [
    ...EXISTING_LICENSES,
    ...NEW_IDENTIFIERS.map((identifier, index) => wireLicense({ id: newLicenseId(index + 1), identifier })),
  ],
});

export const NEW_LICENSE_IDS = NEW_IDENTIFIERS.map((_, index) => newLicenseId(index + 1));

/** POST /licenses/assign-many as the API answers it: 201 with a new id per identifier sent, in order. */
export const assignManySucceeds = (): RequestHandler =>
  http.post(apiUrl('/licenses/assign-many'), async ({ request }) => {
    const body = (await request.json()) as AssignManyBody;
    const answer: AssignManyAnswer = {
      licenseIds: body.identifiers.map((_, index) => newLicenseId(index + 1)),
    };
    return HttpResponse.json(answer, { status: 201 });
  });

/** Five cards of the QR code sheet, with their claim links. */
export const PRINT_CARDS: PrintCard[] = NEW_IDENTIFIERS.map((identifier, index) => ({
  id: newLicenseId(index + 1),
  identifier,
  link: buildClaimLink({
    scheme: config.appScheme,
    licenseId: newLicenseId(index + 1),
    organizationId: ACME.id,
    organizationName: ACME.name,
  }),
}));
