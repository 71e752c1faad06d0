// One address, many people (docs/decisions/0035-limits-that-spare-honest-callers.md): a flood of bad refresh tokens
// from the address every journey shares locks out none of the people behind it.
import { expect, signIn, test } from '../src/fixtures';

const BAD_REFRESH_TOKENS = 300;

test('after 300 bad refresh tokens from this address, a member on it still signs in and sees Home (alice)', async ({
  page,
  request,
  urls,
}) => {
  const statuses: number[] = [];
  // Ten at a time, as a script would send them.
  for (let sent = 0; sent < BAD_REFRESH_TOKENS; sent += 10) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        request.post(new URL('oauth/token', urls.issuer).href, {
          form: {
            client_id: 'pod-console-local',
            grant_type: 'refresh_token',
            refresh_token: `guess-${sent + index}`,
          },
        }),
      ),
    );
    statuses.push(...answers.map((answer) => answer.status()));
  }
  // The provider refused them, and past the limit of refusals the address is told to wait.
  expect(statuses.every((status) => status === 400 || status === 401 || status === 429)).toBe(true);
  expect(statuses.slice(-10)).toEqual(Array(10).fill(429));

  await signIn(page, urls, 'alice@example.com');
  // Home with her organization's licences (other journeys change their number meanwhile), and no profile error.
  await expect(page.getByRole('list', { name: 'License summary' }).getByRole('listitem').first()).toHaveText(
    /^Pod Creators\s*\d+$/,
  );
  await expect(page.getByRole('region', { name: 'Organization summary' })).toContainText('Acme Robotics');
  await expect(page.getByText(/Error loading profile/)).toHaveCount(0);
});
