// Generated from openapi/v1.yaml by packages/sdk/scripts/generate.mjs. Do not edit: run `npm run generate`.
// openapi/v1.yaml sha256: 39e2337e3454bc42ebdc4ee0268d3f5e23f2f41b44ea404c472e4a04581c4c5c

export interface paths {
    "/users/current-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description The signed-in user with their organizations and pending invitations. The first call of a new identity
         *     creates its user from the access token's claims (e-mail, given and family name).
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the signed-in user's name
         * @description Partial update of the current user. The spec does not show the fields; this contract takes the name
         *     payload of spec §3 (`userFirstName`, `userLastName`), at least one of them. Both are trimmed and must
         *     not be blank. Answers the updated user, so a client can refresh its cache without a second call.
         */
        patch: operations["updateCurrentUser"];
        trace?: never;
    };
    "/users/selected-organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Switch the selected organization
         * @description Stores the organization the console shows (`selectedOrgId`). It must be one of the user's
         *     organizations (404 otherwise). Answers the updated user.
         */
        patch: operations["setSelectedOrganization"];
        trace?: never;
    };
    "/users/terms-of-service": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current terms of service and the versions the user signed
         * @description `currentTermsOfService` is the latest published document (null when none is published);
         *     `signedTermsOfService` lists the documents the user has accepted. The client derives `versionToSign`
         *     (spec §4). The text of a document is served at its `s3_link`, outside this API, without a token.
         */
        get: operations["getTermsOfServiceStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/terms-of-service/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the current terms of service
         * @description The spec does not show the body; this contract takes the agreement payload of spec §3: `version` (must
         *     be the current version, else 400 naming `version`) and `tosHash`, the base64 of the SHA-256 of the
         *     trimmed text of exactly that version (else 400 naming `tosHash`). Signing a version already signed is
         *     accepted and changes nothing. Answers the updated terms status.
         */
        post: operations["signTermsOfService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/current-user/deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What deleting the signed-in user's account would do
         * @description Whether the signed-in person may delete their account now, and what it would do: the memberships it ends
         *     and the organizations it deletes with it (those they own alone). `blocks` names every organization in the
         *     way: one they own that has other people (its ownership must be transferred, or its other members removed,
         *     first), or one they own alone whose plan would charge again (it must be cancelled first). The console shows
         *     this before the person confirms.
         */
        get: operations["getAccountDeletion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/current-user/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the signed-in user's account
         * @description A person deletes their own account, confirming with its e-mail address (any case; 400 naming `email`
         *     otherwise). Refused (409, `detail` naming each organization and what to do first) while `blocks` of
         *     getAccountDeletion is not empty. Otherwise, in one transaction: every membership ends (each organization's
         *     activity log records `member.account_deleted`), the organizations they own alone are deleted with their
         *     licences, invitations and log, their name and address are erased from the logs of the others, their
         *     sign-in account, sessions and refresh tokens at the identity provider are deleted, and an access token
         *     still in circulation is refused from then on (401). Service accounts cannot delete themselves (403).
         */
        post: operations["deleteCurrentUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/organization-invitations/respond": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept or reject invitations addressed to the user
         * @description Each item answers one pending invitation addressed to the signed-in user's e-mail. ACCEPTED adds the
         *     user to the organization; REJECTED does not. Invitations that are not the user's, already answered,
         *     cancelled or expired are skipped: `processedInvitationIds` lists only those processed. E-mail addresses
         *     match without regard to case.
         *
         *     E-mail verification is required (spec §6): unless the access token's `email` is the user's e-mail and its
         *     `email_verified` is true, the whole call answers 403 and nothing is accepted or rejected (and
         *     `GET /users/current-user` lists no pending invitations for that user).
         */
        post: operations["respondToOrganizationInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's organizations
         * @description The organizations the signed-in user is a member of, oldest first, without their licence lists.
         */
        get: operations["listOrganizations"];
        put?: never;
        /**
         * Create an organization
         * @description Creates an organization owned by the caller, adds the caller as its first member and selects it.
         *     The name is trimmed, 1–100 characters. It starts with no plan and no licences.
         */
        post: operations["createOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /**
         * One organization with its licences, members and pending invitations
         * @description Revoked licences are left out. Consoles poll this every 10 s (spec §9): send the last answer's `ETag` as
         *     `If-None-Match`, and an organization that has not changed answers 304 without a body.
         *
         *     `licenses_limit` asks for a first page: at most that many licences, the first in the organization's order
         *     (oldest first, as the whole answer lists them), so a console can show its first rows before a large
         *     organization's whole answer has arrived. When the organization has more licences than that, the answer says
         *     so with `licenses_total` and `license_tallies` and carries its own `ETag`, never the whole answer's. When
         *     it has no more, the answer is the whole answer itself, with the whole answer's `ETag`.
         */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename an organization */
        patch: operations["updateOrganization"];
        trace?: never;
    };
    "/organizations/{organizationId}/idle-seat-release": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Turn idle-seat recovery on or off
         * @description "Release seats not seen for N days" (Owner and Admin, `settings:manage`): `idleSeatReleaseDays` from 7 to
         *     365 turns it on, null turns it off (the default). Once a day the API releases every claimed licence of the
         *     organization whose device has not reported for that many days (its claim counts as its first report), once
         *     however many API processes run, records each release in the activity log (actor: the system) and mails the
         *     Owner and Admins a summary. Answers the setting as stored.
         */
        put: operations["updateIdleSeatRelease"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/update-license-count": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set an organization's Pod Admin licence count (platform admin)
         * @description Platform admin only (403 for other callers). `licenseCount` is a whole number at least the number of
         *     licences the organization has assigned (409 otherwise).
         */
        patch: operations["updateLicenseCount"];
        trace?: never;
    };
    "/organizations/{organizationId}/delete-trial-licenses": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an organization's trial licences (platform admin)
         * @description Platform admin only (403 for other callers). Removes every trial licence of the organization.
         */
        delete: operations["deleteTrialLicenses"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite someone to the organization by e-mail
         * @description Creates a pending invitation that expires in 7 days, with a random token. Inviting an address that
         *     is already a member, or that already has a pending invitation, answers 409.
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/invitation/{invitationId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The invitation's id. */
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Cancel a pending invitation
         * @description The invitation leaves the organization's pending list and can no longer be answered.
         */
        patch: operations["cancelInvitation"];
        trace?: never;
    };
    "/organizations/{organizationId}/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member from the organization
         * @description Nobody removes themself, and nobody removes the organization's owner (`ownerUserId`): both answer 409
         *     (spec §6) with `detail` saying which. Removing a user who is not a member answers 404.
         */
        delete: operations["removeOrganizationUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/user/{userId}/role": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a member's role
         * @description Needs `members:manage` (Owner, Admin). Nobody changes their own role, and the Owner's role changes only by
         *     transferring ownership: both answer 409 with `detail` saying which. `OWNER` cannot be given here (400).
         */
        patch: operations["updateMemberRole"];
        trace?: never;
    };
    "/organizations/{organizationId}/transfer-ownership": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make another member the Owner
         * @description Owner only (`ownership:transfer`). The member named becomes the Owner (`owner_user_id`) and the caller an
         *     Admin, in one step. Naming yourself, or someone who is not a member, answers 409.
         */
        post: operations["transferOwnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave the organization
         * @description Any member but the Owner (409: transfer ownership first). The caller's selected organization falls back as
         *     `GET /users/current-user` describes.
         */
        post: operations["leaveOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite several addresses at once, with a role
         * @description Needs `members:manage` (Owner, Admin). Each distinct address gets an invitation with the role given, expiring
         *     in 7 days, and an e-mail with an accept link; an address that already belongs to a member, or already has a
         *     pending invitation, is reported and skipped. The invitations and their e-mails are recorded together: an
         *     e-mail that cannot be sent at once is retried, and the invitation stands meanwhile.
         */
        post: operations["createInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/invitation/{invitationId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The invitation's id. */
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a pending invitation's e-mail again
         * @description Needs `members:manage`. Renews the expiry (7 days from now) and sends the e-mail again. Within 60 s of the
         *     last send it answers 429 with `Retry-After`; an invitation that is no longer pending (accepted, rejected or
         *     cancelled) answers 409.
         */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/service-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /**
         * The organization's service accounts
         * @description Needs `organization:read`. Every service account of the organization, the revoked ones included, newest
         *     first. A client secret is never answered here: it is shown once, by createServiceAccount.
         */
        get: operations["listServiceAccounts"];
        put?: never;
        /**
         * Create a service account
         * @description Needs `members:manage`, by a person: a service account cannot create another. The account gets a client
         *     id and a client secret for the identity provider's `client_credentials` grant; its access tokens act in
         *     this organization only, with the role given (never OWNER, never a platform role). The secret is in this
         *     answer only: the API keeps its SHA-256, not the secret. 409 when the organization already has the most
         *     active service accounts it may have.
         */
        post: operations["createServiceAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/service-accounts/{serviceAccountId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The service account's id. */
                serviceAccountId: components["parameters"]["ServiceAccountId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a service account
         * @description Needs `members:manage`, by a person. The identity provider issues the account no token from now on, and
         *     the API refuses the tokens it already holds (401) from now on too, though each would only have lasted
         *     10 minutes. Revoking a revoked account answers it unchanged.
         */
        post: operations["revokeServiceAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /**
         * The organization's webhook endpoints
         * @description Needs `webhooks:manage` (Owner, Admin). Every endpoint, oldest first, with how its deliveries of the last
         *     24 hours went. A signing secret is never answered here: it is shown once, by createWebhookEndpoint and
         *     rotateWebhookSecret.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description Needs `webhooks:manage`. The URL is HTTPS, or HTTP for this machine only (localhost, 127.0.0.0/8, ::1); an
         *     address of a private network is refused, when the URL is saved and whenever a name resolves to one. The
         *     answer holds the signing secret (`whsec_…`, Standard Webhooks), in this answer only. 409 when the
         *     organization already has the most endpoints it may have.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The webhook endpoint's id. */
                webhookEndpointId: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Needs `webhooks:manage`. Its deliveries not yet made are dropped, and its log with it.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Needs `webhooks:manage`. Changes what is sent: its URL, description, event types, or whether it is enabled.
         *     Enabling an endpoint the product disabled for failing resumes the deliveries not yet given up.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}/secret-rotations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The webhook endpoint's id. */
                webhookEndpointId: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook endpoint's signing secret
         * @description Needs `webhooks:manage`. A new secret signs from now on; the one it replaces signs alongside it (two
         *     signatures in `webhook-signature`) for 24 hours, so a receiver can switch without losing an event. The new
         *     secret is in this answer only.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}/test-events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The webhook endpoint's id. */
                webhookEndpointId: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Needs `webhooks:manage`. A `webhook.test` event to this endpoint only, whatever types it asked for,
         *     delivered, signed and retried as any other; the answer is its delivery, pending.
         */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The webhook endpoint's id. */
                webhookEndpointId: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        /**
         * A webhook endpoint's delivery log
         * @description Needs `webhooks:manage`. The endpoint's deliveries, newest first, 50 at a time (`next_cursor`, passed back
         *     as `cursor`): each with its status, attempts, the last attempt's duration and response code, and the first
         *     kilobyte of the receiver's answer.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}/deliveries/{webhookDeliveryId}/redeliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The webhook endpoint's id. */
                webhookEndpointId: components["parameters"]["WebhookEndpointId"];
                /** @description The delivery's id. */
                webhookDeliveryId: components["parameters"]["WebhookDeliveryId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver an event
         * @description Needs `webhooks:manage`. The delivery's event sent again to its endpoint, as a new delivery in the log with
         *     the same `webhook-id`, so a receiver that had it already can drop it.
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/enrolment-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /**
         * The organization's enrolment tokens
         * @description Needs `enrolment:manage` (Owner and Admin). Every enrolment token of the organization, revoked, expired and
         *     used-up ones included, newest first. A token itself is never answered here: it is shown once, by
         *     createEnrolmentToken.
         */
        get: operations["listEnrolmentTokens"];
        put?: never;
        /**
         * Create an enrolment token
         * @description Needs `enrolment:manage` (Owner and Admin). A named token that managed devices present to `enrolLicense`,
         *     optionally limited to a number of uses (`maxUses`, 1–100,000) and a lifetime (`lifetimeDays`, 1–365). The
         *     token is in this answer only: the API keeps its SHA-256. 409 when the organization already has 20 active
         *     tokens.
         */
        post: operations["createEnrolmentToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/enrolment-tokens/{enrolmentTokenId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The enrolment token's id (not the token). */
                enrolmentTokenId: components["parameters"]["EnrolmentTokenId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an enrolment token
         * @description Needs `enrolment:manage`. The token enrols no device from now on (`enrolLicense` answers 410); devices it
         *     already enrolled keep their licences. Revoking a revoked token answers it unchanged.
         */
        post: operations["revokeEnrolmentToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /**
         * Usage against the plan
         * @description Needs `organization:read`. From the devices' reports (`reportLicenseSeen`, and each claim): the devices active
         *     this calendar month (UTC) against the plan's monthly-active-user allowance (spec §9; null when custom or
         *     without a plan), the seats claimed in the last 90 days, the claimed seats now and how many of them are idle
         *     (not seen for the organization's idle-seat days, or 30), and each of the last 90 days' active devices and
         *     claims, oldest first.
         */
        get: operations["getOrganizationUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /**
         * The organization's activity log, newest first
         * @description Needs `activity:read` (Owner, Admin). Every change to the organization, written in the same transaction as
         *     the change: who, when, what, before → after. Filters combine; paging is by cursor (`next_cursor`, passed
         *     back as `cursor` with the same filters).
         */
        get: operations["listActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/activity/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /**
         * The organization's activity log as CSV
         * @description Needs `activity:read`. Every entry matching the filters (no paging), newest first, as RFC 4180 CSV with a
         *     header row: occurred_at, kind, actor, actor_email, description, change. A field a spreadsheet would read as
         *     a formula starts with `'`.
         */
        get: operations["exportActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /**
         * The organization's data as a ZIP archive
         * @description Owner only (`data:export`). Everything the organization holds, read in one consistent snapshot, as a ZIP of
         *     JSON and CSV files: `README.txt` (what each file holds), `organization.json`, `members`,
         *     `service-accounts`, `invitations`, `licenses` (each `.json` and `.csv`), `subscription.json`,
         *     `subscription-history` (`.json` and `.csv`: plan changes and payments) and `activity` (`.json` and `.csv`,
         *     the whole log). No secret is in it: no licence key, invitation link or client secret. The activity log
         *     records the download (`organization.data_exported`).
         */
        get: operations["exportOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /**
         * The organization's subscription
         * @description The organization's subscription read model (spec §3). An organization with no plan answers
         *     `{ "subscription": null }`; wrapping the object keeps "no plan" a normal 200 answer. Polled with the
         *     organization: `If-None-Match` with the last `ETag` answers 304 without a body while it is unchanged.
         */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/licenses/assign-member-to-license": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create and assign a Pod Creator licence
         * @description Also the "create licence" call the spec gives by payload only. Allowed only while the organization's
         *     assigned licences are fewer than available ones and its plan is active (spec §4); otherwise 409 with
         *     a `detail` saying which. The identifier is trimmed, 1–200 characters, and need not be personal
         *     information.
         */
        post: operations["assignLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/licenses/remove-member-from-license": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a licence
         * @description The spec does not show the body; this contract takes `organizationId` and `licenseId`. Sets the
         *     licence's `revoked_at`, which drops it from the organization and frees a licence for assignment.
         *     Revoking an already revoked licence answers 404.
         */
        post: operations["revokeLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/licenses/update-license-identifier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a licence's identifier
         * @description The spec does not show the body; this contract takes `organizationId`, `licenseId` and `identifier`
         *     (trimmed, 1–200 characters). The organization is named so that the server can authorize the call
         *     without a lookup by licence alone.
         */
        post: operations["updateLicenseIdentifier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/licenses/assign-many": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create and assign several Pod Creator licences at once
         * @description Bulk creation: up to 500 identifiers (each as `assignLicense` takes it) in one request that is
         *     all-or-nothing. Every licence is created, in the order given, or none is: 409 when the plan is not
         *     active or the identifiers outnumber the free licences (spec §4: available minus assigned), with a
         *     `detail` saying how many are free. An identifier repeated in the list (compared trimmed and without
         *     regard to case) answers 400 naming the second one (`identifiers/3`). Identifiers already held by
         *     licences of the organization are allowed, as `assignLicense` allows them; the console's preview flags
         *     them.
         */
        post: operations["assignLicenses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/licenses/revoke-many": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke several licences at once
         * @description Revokes up to 500 licences of one organization in one transaction. Licences already revoked (by
         *     someone else meanwhile) or not of this organization are skipped, not refused: the answer lists the
         *     ones this call revoked, in the order given.
         */
        post: operations["revokeLicenses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/licenses/release-many": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release the devices of several licences at once
         * @description Releases the devices of up to 500 licences of one organization in one transaction, as `releaseLicenseDevice`
         *     does for one (each keeps its identifier and link; its device's key stops working). Licences not claimed
         *     (released meanwhile), revoked or not of this organization are skipped, not refused: the answer lists the ones
         *     this call released, in the order given. Home's bulk release of idle seats uses it.
         */
        post: operations["releaseLicenseDevices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/licenses/regenerate-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give an unclaimed licence a new claim link
         * @description The claim link carries the licence's id (spec §2), so a new link means a new id: the licence keeps its
         *     identifier, expiry and type under the id answered here, and the old link's id no longer exists (a
         *     claim with it answers 404). A claimed licence answers 409: release its device first.
         */
        post: operations["regenerateLicenseLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/licenses/release-device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release the device that claimed a licence
         * @description Unclaims the licence: its key, claim time, device and last seen are cleared, its identifier and id are
         *     kept, so the same claim link can be claimed again (on a new device). The device's key stops working at
         *     once (`reportLicenseSeen` answers 401). A licence that is not claimed answers 409.
         */
        post: operations["releaseLicenseDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/licenses/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a licence from its claim link (called by the Pod Creator app)
         * @description Called by the Pod Creator app when it opens a claim link (spec §2), never by the console. No bearer
         *     token: the link's licence id is what the app holds. Issues the licence key once: the answer is the only
         *     time it is sent; only its SHA-256 hash is stored (`license_key_hash`, spec §3: present means claimed),
         *     with the claim time and the device's name. Refused with a problem whose `detail` says why: 404 for an
         *     id unknown in that organization (a regenerated link's old id included), 410 for a revoked licence, 409
         *     for an expired or already claimed one. Rate limited per client address.
         *
         *     The answer also carries a signed licence token (`license_token`, see `getLicenseSigningKeys`) that lets
         *     the app check offline that it holds the licence. A claim sent again with the `Idempotency-Key` of the claim
         *     that holds the licence, by the same device name, before the device ever reported with its key and within
         *     24 hours, is that claim's answer lost on the way: it answers 201 again with the same claim time and a new
         *     key (the first one, never received, stops working).
         */
        post: operations["claimLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/licenses/enrol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrol a managed device with an enrolment token (called by the Pod Creator app)
         * @description Called by the Pod Creator app on a device managed by an MDM, with the enrolment token and the label (the
         *     MDM's device name) of its managed app configuration, never by the console. No bearer token. Claims a free
         *     licence of the organization for the label: one whose identifier is the label, else one without an
         *     identifier (the label becomes it), else — while the organization has unassigned seats (spec §4) — a new
         *     licence named for the label. Answers as `claimLicense` does: the key, once, and a licence token; the label is
         *     the device name. Refused with a problem whose `detail` says why: 400 naming `enrolmentToken` for a token
         *     that is not one of this organization and naming `label` for a label past 100 characters, 410 for a revoked,
         *     expired or used-up token, 409 when no licence is free. An enrolment sent again with the `Idempotency-Key`
         *     of the one that holds the label's licence (see `claimLicense`) answers it again with a new key and uses no
         *     more of the token. Rate limited per client address, as the claim.
         */
        post: operations["enrolLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/licenses/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report that the claiming device is in use (called by the Pod Creator app)
         * @description The app reports, with the key the claim gave it, that it is in use; the licence's `last_seen_at` becomes
         *     now. 401 when the key does not match the licence's (a released device's key included), 410 when the
         *     licence has been revoked. The answer tells the app whether the licence still holds (its expiry) and
         *     renews its signed licence token (`license_token`); a refused report renews nothing, so a released or
         *     revoked licence stops working offline when its last token ends.
         */
        post: operations["reportLicenseSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/licenses/jwks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public keys that sign licence tokens (a JSON Web Key Set)
         * @description The public keys the app verifies its licence tokens with (`license_token` of `claimLicense` and
         *     `reportLicenseSeen`; RFC 7517 JWK Set). Each token names its key in the `kid` of its header. Keys rotate:
         *     a new key signs new tokens, and a retired key stays here until every token it signed has ended, so a token
         *     already issued keeps verifying. The app fetches this set while online and keeps it for its offline checks;
         *     `verifyLicenseToken` of `@pod-console/sdk` does the check. Public, cacheable for 5 minutes, rate limited per
         *     client address.
         */
        get: operations["getLicenseSigningKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/external/subscription/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plans and what each includes (public)
         * @description Public, no token. Plan facts of spec §9, in plan order starter, business, enterprise.
         */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/external/subscription/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prices of each plan, monthly and annually (public)
         * @description Public, no token. One entry per plan type in plan order. Annual prices carry the 25% discount of
         *     spec §9. Enterprise has custom pricing: its amounts are null and its formatted amounts say so.
         */
        get: operations["listPricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription/create-checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a hosted checkout for a plan
         * @description Answers the URL of the payment provider's hosted checkout; the browser goes there. Enterprise is sold
         *     through Contact Sales, so `subscriptionType` is starter or business (anything else answers 400 naming
         *     `subscriptionType`). `successUrl` and `cancelUrl` must be absolute http(s) URLs on one of the
         *     console's own origins (another origin answers 400 naming the field); the provider appends
         *     `session_id` to the success URL. An organization that already has an active plan answers 409 (it
         *     changes plan through the customer portal). The 7-day trial (spec §9) is offered only to an
         *     organization that never had a plan. The plan itself changes only when the provider's event arrives at
         *     `POST /webhooks/payments`. 502 when the payment provider fails to answer.
         */
        post: operations["createCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription/create-customer-portal-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the payment provider's customer portal
         * @description Answers the URL of the customer portal; the browser goes there. `returnUrl` must be on one of the
         *     console's own origins (another origin answers 400 naming `returnUrl`). An organization without a
         *     plan, without a customer at the payment provider (start a checkout first), or on Enterprise (spec §6:
         *     no portal) answers 409. 502 when the payment provider fails to answer.
         */
        post: operations["createCustomerPortalSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every organization, filtered, sorted and paged on the server (platform admin)
         * @description The spec gives this call by payload only; this contract places it at `/admin/organizations`, mirroring
         *     the console route. Platform admin only (403 for other callers).
         *
         *     One page of organizations matching every filter given, in the order `sort` names, with the total
         *     number that match. Paging is by cursor: `next_cursor` and `previous_cursor` come back with a page and
         *     are passed back as `cursor` with the same `q`, `plan`, `state` and `sort` (a cursor from another
         *     filter or sort answers 400). A cursor stays valid while organizations are added or removed: the page
         *     it names starts after (or ends before) the row it was cut at.
         */
        get: operations["listAllOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations/{organizationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /**
         * One organization in full, for an expanded row (platform admin)
         * @description Platform admin only (403 for other callers); any organization, whether or not the caller is a
         *     member. The row's fields plus its members, its pending invitations (without their tokens) and its
         *     subscription.
         */
        get: operations["getAdminOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations/{organizationId}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /**
         * Any organization's activity log (platform admin)
         * @description Platform admin only (403 for other callers). The same entries, filters and paging as `listActivity`.
         */
        get: operations["listAdminOrganizationActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a payment provider event (called by the provider)
         * @description Called by the payment provider, never by the console: Stripe's webhook endpoint, and the local
         *     provider's, which sends events of the same format. No bearer token; the `Stripe-Signature` header
         *     signs the exact request body with the endpoint's webhook secret, and a missing, wrong or stale
         *     signature answers 400 with nothing changed. The body is a Stripe event object (`id`, `type`,
         *     `created`, `data.object`).
         *
         *     Each event is applied once, by its `id`, in one transaction with the organization's subscription:
         *     a replay answers 200 and changes nothing; a subscription event older (`created`) than the last one
         *     applied is recorded and changes nothing. Handled: `checkout.session.completed` (remembers the
         *     organization's customer), `customer.subscription.created|updated|deleted` (the subscription mirrors
         *     the provider's; licences follow the plan, spec §9), `subscription_schedule.*` (created, updated,
         *     released, canceled, completed: the pending plan change), `invoice.paid` and
         *     `invoice.payment_failed` (recorded). Other event types answer 200 and are ignored. An event whose organization
         *     (`data.object.metadata.organization_id`) is unknown, or whose object lacks what its type needs,
         *     answers 422 naming the field; the provider retries a non-2xx answer.
         */
        post: operations["receivePaymentEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "license.assigned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * license.assigned
         * @description A licence was assigned to an identifier.
         */
        post: operations["eventLicenseAssigned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "license.claimed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * license.claimed
         * @description The Pod Creator app claimed a licence on a device.
         */
        post: operations["eventLicenseClaimed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "license.released": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * license.released
         * @description A licence's device was released, by a person or by idle-seat recovery (actor `system`).
         */
        post: operations["eventLicenseReleased"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "license.revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * license.revoked
         * @description A licence was revoked.
         */
        post: operations["eventLicenseRevoked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "license.identifier_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * license.identifier_changed
         * @description A licence's identifier changed.
         */
        post: operations["eventLicenseIdentifierChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.joined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * member.joined
         * @description Someone joined the organization (by accepting an invitation).
         */
        post: operations["eventMemberJoined"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * member.removed
         * @description A member was removed, or deleted their account.
         */
        post: operations["eventMemberRemoved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.left": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * member.left
         * @description A member left the organization.
         */
        post: operations["eventMemberLeft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.role_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * member.role_changed
         * @description A member's role changed.
         */
        post: operations["eventMemberRoleChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invitation.sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * invitation.sent
         * @description An invitation was sent, or sent again.
         */
        post: operations["eventInvitationSent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invitation.accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * invitation.accepted
         * @description An invitation was accepted.
         */
        post: operations["eventInvitationAccepted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invitation.declined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * invitation.declined
         * @description An invitation was declined.
         */
        post: operations["eventInvitationDeclined"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invitation.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * invitation.cancelled
         * @description An invitation was cancelled.
         */
        post: operations["eventInvitationCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "plan.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * plan.changed
         * @description The organization's plan or its status changed.
         */
        post: operations["eventPlanChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.failed
         * @description A payment failed.
         */
        post: operations["eventPaymentFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "organization.locked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * organization.locked
         * @description The grace period after a failed payment ran out (7 days from the period start): members can no longer add Pod Creators until a payment succeeds. Sent once per lock, by the product (`data.actor.type` `system`), soon after the moment; `data.subject` is the organization's name, `data.after` the subscription's `status` and `grace_ended_at`. A payment that succeeds unlocks; a later lock is a new event.
         */
        post: operations["eventOrganizationLocked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook.test
         * @description A test event, sent by sendWebhookTestEvent to one endpoint.
         */
        post: operations["eventWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * Format: uuid
         * @description A resource id (UUID).
         * @example 3f1c9a52-6d0b-4c8e-9a41-2b7d5e0f8c13
         */
        Id: string;
        /**
         * Format: date-time
         * @description An RFC 3339 date-time in UTC.
         * @example 2026-11-23T09:30:00Z
         */
        DateTime: string;
        /**
         * Format: date-time
         * @description An RFC 3339 date-time in UTC, or null.
         */
        NullableDateTime: string | null;
        /** @description An RFC 9457 problem document. */
        Problem: {
            /**
             * @description A URI reference naming the kind of problem (`about:blank` when only the status says it).
             * @example about:blank
             */
            type: string;
            /**
             * @description A short summary of the kind of problem.
             * @example Conflict
             */
            title: string;
            /** @description The HTTP status code. */
            status: number;
            /**
             * @description What went wrong this time, in words a person can act on.
             * @example All licences are assigned: 5 of 5.
             */
            detail?: string;
            /** @description The request path this problem is about. */
            instance?: string;
            /** @description One entry per field that failed validation. */
            errors?: components["schemas"]["FieldError"][];
            /** @description On a 403 for an organization's call, the permission the caller's role lacks. */
            permission?: components["schemas"]["Permission"];
        };
        FieldError: {
            /** @description The field that failed, as a JSON pointer-like path (`identifier`, `invitationResponses/0/response`). */
            field: string;
            /** @description Why it failed. */
            message: string;
        };
        /**
         * @description The platform role (spec §6).
         * @enum {string}
         */
        SystemRole: "USER" | "SUPER_ADMIN";
        /**
         * @description A member's role in one organization. OWNER (exactly one: everything, and transferring ownership), ADMIN
         *     (members, invitations, settings, licences, billing), BILLING (Plan & Billing; reads the rest),
         *     LICENSE_MANAGER (licences; reads the rest).
         * @enum {string}
         */
        OrganizationRole: "OWNER" | "ADMIN" | "BILLING" | "LICENSE_MANAGER";
        /**
         * @description A role an invitation or a role change can give; ownership moves only by a transfer.
         * @enum {string}
         */
        AssignableRole: "ADMIN" | "BILLING" | "LICENSE_MANAGER";
        /**
         * @description What a role may do in an organization.
         * @enum {string}
         */
        Permission: "organization:read" | "licenses:manage" | "members:manage" | "settings:manage" | "billing:manage" | "activity:read" | "ownership:transfer" | "data:export" | "webhooks:manage" | "enrolment:manage";
        /**
         * @description The only licence type, displayed as "Pod Creator".
         * @enum {string}
         */
        LicenseType: "POD_ADMIN";
        /**
         * @description Plan types in plan order.
         * @enum {string}
         */
        PlanType: "starter" | "business" | "enterprise";
        /**
         * @description How often a plan is billed.
         * @enum {string}
         */
        BillingPeriod: "monthly" | "annually";
        /** @enum {string} */
        InvitationResponse: "ACCEPTED" | "REJECTED";
        /**
         * @description An organization name, 1–100 characters, not blank (trimmed by the server). The server also refuses control and
         *     direction-changing characters, and text made only of invisible characters (400 naming the field, with the
         *     console form's message); lengths count characters, not UTF-16 units.
         */
        OrganizationName: string;
        /**
         * @description Who a licence is for, 1–200 characters, not blank (trimmed by the server). The server also refuses control and
         *     direction-changing characters, and text made only of invisible characters (400 naming the field, with the
         *     console form's message); lengths count characters, not UTF-16 units.
         */
        LicenseIdentifier: string;
        /**
         * @description A first or last name, 1–100 characters, not blank (trimmed by the server). The server also refuses control and
         *     direction-changing characters, and text made only of invisible characters (400 naming the field, with the
         *     console form's message); lengths count characters, not UTF-16 units.
         */
        PersonName: string;
        /**
         * Format: uri
         * @description An absolute http(s) URL.
         */
        HttpUrl: string;
        OrganizationSummary: {
            id: components["schemas"]["Id"];
            name: string;
        };
        /** @description An invitation addressed to the user, still pending. */
        PendingOrganization: {
            pending_invitation_id: components["schemas"]["Id"];
            organization_id: components["schemas"]["Id"];
            organization_name: string;
            role: components["schemas"]["AssignableRole"];
            expires_at: components["schemas"]["DateTime"];
            /** @description The inviter's name (or address); null when the inviter is no longer a user. */
            invited_by_name: string | null;
        };
        AccountDeletion: {
            /** @description Whether deleteCurrentUser would delete the account now (`blocks` is empty). */
            allowed: boolean;
            /** @description The organizations in the way, each with what to do first. */
            blocks: components["schemas"]["AccountDeletionBlock"][];
            /** @description The organizations the person would stop being a member of; their logs keep an anonymous entry. */
            memberships_ended: {
                organization_id: components["schemas"]["Id"];
                organization_name: string;
                role: components["schemas"]["OrganizationRole"];
            }[];
            /** @description The organizations they own alone, deleted with the account (licences, invitations, log). */
            organizations_deleted: {
                organization_id: components["schemas"]["Id"];
                organization_name: string;
            }[];
        };
        AccountDeletionBlock: {
            organization_id: components["schemas"]["Id"];
            organization_name: string;
            /**
             * @description `other_members`: they own it and it has other people; `plan_renews`: they own it alone and its plan would
             *     charge again.
             * @enum {string}
             */
            reason: "other_members" | "plan_renews";
            /** @description What to do first, in words for the person. */
            message: string;
        };
        DeleteCurrentUserRequest: {
            /** @description The account's e-mail address, typed by the person to confirm (compared trimmed, in any case). */
            email: string;
        };
        CurrentUser: {
            id: components["schemas"]["Id"];
            /** Format: email */
            email: string;
            /** @description Null until the user has given it (the name gate asks for it). */
            first_name: string | null;
            /** @description Null until the user has given it (the name gate asks for it). */
            last_name: string | null;
            /** @description The organization last selected; null when none. Clients fall back to the first organization when it is not among `organizations` (spec §3). */
            selected_organization_id: components["schemas"]["Id"] | null;
            system_role: components["schemas"]["SystemRole"];
            organizations: components["schemas"]["OrganizationSummary"][];
            pending_organizations: components["schemas"]["PendingOrganization"][];
        };
        UpdateCurrentUserRequest: {
            userFirstName?: components["schemas"]["PersonName"];
            userLastName?: components["schemas"]["PersonName"];
        };
        SetSelectedOrganizationRequest: {
            selectedOrgId: components["schemas"]["Id"];
        };
        TermsOfServiceDocument: {
            id: components["schemas"]["Id"];
            /**
             * @description The document's version label; later documents supersede earlier ones.
             * @example 2026-01
             */
            version: string;
            /**
             * Format: uri
             * @description Where the document's markdown text is served, without a token.
             */
            s3_link: string;
        };
        TermsOfServiceStatus: {
            /** @description The latest document, or null when none is published. */
            currentTermsOfService: components["schemas"]["TermsOfServiceDocument"] | null;
            /** @description The documents the user has accepted, oldest first. */
            signedTermsOfService: components["schemas"]["TermsOfServiceDocument"][];
        };
        SignTermsOfServiceRequest: {
            version: string;
            /** @description base64 of the SHA-256 of the trimmed terms text (spec §5). */
            tosHash: string;
        };
        InvitationResponseItem: {
            invitationId: components["schemas"]["Id"];
            response: components["schemas"]["InvitationResponse"];
        };
        RespondToInvitationsRequest: {
            invitationResponses: components["schemas"]["InvitationResponseItem"][];
        };
        RespondToInvitationsResponse: {
            processedInvitationIds: components["schemas"]["Id"][];
        };
        /** @description The purchased licence count per licence type. */
        LicenseCounts: {
            POD_ADMIN: number;
        };
        /**
         * @description Only beside `licenses_total`: spec §4's counts over all the organization's licences, so a client can show
         *     the licence counts before it holds every licence.
         */
        LicenseTallies: {
            /** @description Licences not revoked with an identifier. */
            assigned: number;
            /** @description Trial licences not revoked. */
            trial: number;
        };
        License: {
            id: components["schemas"]["Id"];
            /** @description Hash of the key a device claimed the licence with; null while unclaimed. */
            license_key_hash: string | null;
            /** @description Who the licence is for; null for a licence not assigned to anyone. */
            identifier: string | null;
            expires_at: components["schemas"]["NullableDateTime"];
            revoked_at: components["schemas"]["NullableDateTime"];
            trial: boolean;
            /** @description When a device claimed the licence (claimLicense); null while unclaimed. */
            claimed_at: components["schemas"]["NullableDateTime"];
            /** @description The name of the device that claimed the licence; null while unclaimed. */
            device_name: string | null;
            /** @description When the claiming device last reported itself in use (reportLicenseSeen); null if never. */
            last_seen_at: components["schemas"]["NullableDateTime"];
        };
        OrganizationUser: {
            role: components["schemas"]["OrganizationRole"];
            user_id: components["schemas"]["Id"];
            /** Format: email */
            email: string;
            first_name: string | null;
            last_name: string | null;
        };
        PendingInvitation: {
            role: components["schemas"]["AssignableRole"];
            /** @description When its e-mail was last sent (or queued); a resend waits 60 s after it. */
            last_sent_at: components["schemas"]["DateTime"];
            /** @description The inviter's name (or address); null when the inviter is no longer a user. */
            invited_by_name: string | null;
            id: components["schemas"]["Id"];
            /** Format: email */
            email: string;
            expires_at: components["schemas"]["DateTime"];
            /** @description The invitation's random token (at least 128 bits, base64url). */
            token: string;
        };
        Organization: {
            id: components["schemas"]["Id"];
            name: string;
            license_counts: components["schemas"]["LicenseCounts"];
            /**
             * @description Licences not revoked, oldest first. Only the first `licenses_limit` of them when the call asked for
             *     fewer than the organization has; `licenses_total` then says so.
             */
            licenses: components["schemas"]["License"][];
            /**
             * @description Only in an answer whose `licenses` were cut short by `licenses_limit`: how many licences (not revoked)
             *     the organization has. Absent, `licenses` holds every one.
             */
            licenses_total?: number;
            license_tallies?: components["schemas"]["LicenseTallies"];
            organization_users: components["schemas"]["OrganizationUser"][];
            /** @description Invitations neither answered nor cancelled, expired ones included. */
            pending_invitations: components["schemas"]["PendingInvitation"][];
            created_at: components["schemas"]["DateTime"];
            owner_user_id: components["schemas"]["Id"];
            idle_seat_release_days: components["schemas"]["IdleSeatReleaseDays"];
        };
        OrganizationNameRequest: {
            organizationName: components["schemas"]["OrganizationName"];
        };
        CreateOrganizationResponse: {
            success: boolean;
            organizationId: components["schemas"]["Id"];
        };
        SuccessResponse: {
            success: boolean;
        };
        UpdateLicenseCountRequest: {
            licenseCount: number;
            licenseType: components["schemas"]["LicenseType"];
        };
        CreateInvitationRequest: {
            /** Format: email */
            email: string;
            /** @description The role the invitation gives; ADMIN when absent. */
            role?: components["schemas"]["AssignableRole"];
        };
        CreateInvitationsRequest: {
            emails: string[];
            role: components["schemas"]["AssignableRole"];
        };
        /**
         * @description What became of one address.
         * @enum {string}
         */
        InvitationOutcome: "invited" | "already_member" | "already_invited";
        CreateInvitationsResponse: {
            results: {
                /** Format: email */
                email: string;
                outcome: components["schemas"]["InvitationOutcome"];
                /** @description The new invitation's id when `invited`; else null. */
                invitation_id: components["schemas"]["Id"] | null;
            }[];
        };
        ResendInvitationResponse: {
            expires_at: components["schemas"]["DateTime"];
            last_sent_at: components["schemas"]["DateTime"];
        };
        UpdateMemberRoleRequest: {
            role: components["schemas"]["AssignableRole"];
        };
        TransferOwnershipRequest: {
            userId: components["schemas"]["Id"];
        };
        /** @enum {string} */
        ActivityKind: "license.assigned" | "license.revoked" | "license.identifier_changed" | "license.claimed" | "license.device_released" | "license.link_regenerated" | "member.invited" | "member.invitation_resent" | "member.invitation_cancelled" | "member.invitation_rejected" | "member.joined" | "member.removed" | "member.left" | "member.role_changed" | "member.account_deleted" | "service_account.created" | "service_account.revoked" | "enrolment_token.created" | "enrolment_token.revoked" | "organization.created" | "organization.renamed" | "organization.idle_seat_release_changed" | "organization.ownership_transferred" | "organization.data_exported" | "organization.locked" | "subscription.changed" | "payment.failed" | "payment.succeeded" | "terms.accepted" | "admin.license_count_changed" | "admin.trial_licenses_deleted";
        /** @description Field values before or after the change; null when there is no such side. */
        ActivityValues: {
            [key: string]: string | number | boolean | null;
        } | null;
        ActivityEntry: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["ActivityKind"];
            occurred_at: components["schemas"]["DateTime"];
            actor: {
                /** @enum {string} */
                type: "user" | "platform_admin" | "payment_provider" | "system" | "device" | "service_account";
                user_id: components["schemas"]["Id"] | null;
                /** @description The actor's name when the change was made. */
                name: string | null;
                email: string | null;
            };
            /** @description What the change is about, as text (a licence's identifier, a member's address, a plan). */
            subject: string | null;
            before: components["schemas"]["ActivityValues"];
            after: components["schemas"]["ActivityValues"];
        };
        ActivityPage: {
            items: components["schemas"]["ActivityEntry"][];
            /** @description The cursor of the next (older) page; null on the last page. */
            next_cursor: string | null;
        };
        CreateInvitationResponse: {
            invitationId: components["schemas"]["Id"];
        };
        AssignLicenseRequest: {
            organizationId: components["schemas"]["Id"];
            identifier: components["schemas"]["LicenseIdentifier"];
            licenseType: components["schemas"]["LicenseType"];
        };
        AssignLicenseResponse: {
            licenseId: components["schemas"]["Id"];
        };
        RevokeLicenseRequest: {
            organizationId: components["schemas"]["Id"];
            licenseId: components["schemas"]["Id"];
        };
        UpdateLicenseIdentifierRequest: {
            organizationId: components["schemas"]["Id"];
            licenseId: components["schemas"]["Id"];
            identifier: components["schemas"]["LicenseIdentifier"];
        };
        AssignLicensesRequest: {
            organizationId: components["schemas"]["Id"];
            identifiers: components["schemas"]["LicenseIdentifier"][];
            licenseType: components["schemas"]["LicenseType"];
        };
        AssignLicensesResponse: {
            /** @description The new licences' ids, in the order of the identifiers sent. */
            licenseIds: components["schemas"]["Id"][];
        };
        RevokeLicensesRequest: {
            organizationId: components["schemas"]["Id"];
            licenseIds: components["schemas"]["Id"][];
        };
        RevokeLicensesResponse: {
            /** @description The licences this call revoked, in the order given. */
            revokedLicenseIds: components["schemas"]["Id"][];
        };
        ReleaseLicenseDevicesRequest: {
            organizationId: components["schemas"]["Id"];
            licenseIds: components["schemas"]["Id"][];
        };
        ReleaseLicenseDevicesResponse: {
            /** @description The licences whose device this call released, in the order given. */
            releasedLicenseIds: components["schemas"]["Id"][];
        };
        /** @description Release seats not seen for this many days (7–365); null, the default, releases none. */
        IdleSeatReleaseDays: number | null;
        IdleSeatReleaseRequest: {
            idleSeatReleaseDays: components["schemas"]["IdleSeatReleaseDays"];
        };
        IdleSeatReleaseSetting: {
            idle_seat_release_days: components["schemas"]["IdleSeatReleaseDays"];
        };
        LicenseActionRequest: {
            organizationId: components["schemas"]["Id"];
            licenseId: components["schemas"]["Id"];
        };
        /**
         * @description What the service account is for ("Support dashboard"), 1–100 characters, trimmed by the server, refused with
         *     control or direction-changing characters.
         */
        ServiceAccountName: string;
        CreateServiceAccountRequest: {
            name: components["schemas"]["ServiceAccountName"];
            /** @description The role its tokens act with in the organization. */
            role: components["schemas"]["AssignableRole"];
        };
        ServiceAccount: {
            id: components["schemas"]["Id"];
            organization_id: components["schemas"]["Id"];
            name: string;
            role: components["schemas"]["AssignableRole"];
            /** @description The client id for the identity provider's token endpoint (`sa_` and 24 characters). */
            client_id: string;
            /** Format: date-time */
            created_at: string;
            /** @description The name (or else the address) of the person who created it, as they were then. */
            created_by: string | null;
            /**
             * Format: date-time
             * @description When it was revoked; null while active.
             */
            revoked_at: string | null;
            /**
             * Format: date-time
             * @description When the identity provider last issued it an access token; null if never.
             */
            last_token_at: string | null;
        };
        ServiceAccountList: {
            service_accounts: components["schemas"]["ServiceAccount"][];
        };
        CreatedServiceAccount: {
            service_account: components["schemas"]["ServiceAccount"];
            /** @description The client secret, in this answer only (`sk_` and 43 characters). */
            client_secret: string;
        };
        /**
         * @description What happened. `license.released` is a person's release and idle-seat recovery's alike (`data.actor.type`
         *     `system`); `webhook.test`, sent by sendWebhookTestEvent, is never one an endpoint asks for.
         * @enum {string}
         */
        WebhookEventType: "license.assigned" | "license.claimed" | "license.released" | "license.revoked" | "license.identifier_changed" | "member.joined" | "member.removed" | "member.left" | "member.role_changed" | "invitation.sent" | "invitation.accepted" | "invitation.declined" | "invitation.cancelled" | "plan.changed" | "payment.failed" | "organization.locked";
        /** @description HTTPS, or HTTP for this machine only; never an address of a private network, never credentials. */
        WebhookUrl: string;
        /** @description What the endpoint is for ("Help desk"), at most 200 characters. */
        WebhookDescription: string;
        CreateWebhookEndpointRequest: {
            url: components["schemas"]["WebhookUrl"];
            description?: components["schemas"]["WebhookDescription"];
            eventTypes: components["schemas"]["WebhookEventType"][];
            /** @description Whether it is sent to at once; true when left out. */
            enabled?: boolean;
        };
        UpdateWebhookEndpointRequest: {
            url?: components["schemas"]["WebhookUrl"];
            description?: components["schemas"]["WebhookDescription"];
            eventTypes?: components["schemas"]["WebhookEventType"][];
            enabled?: boolean;
        };
        WebhookEndpoint: {
            id: components["schemas"]["Id"];
            url: string;
            description: string;
            event_types: components["schemas"]["WebhookEventType"][];
            enabled: boolean;
            /**
             * @description `failing`: the product disabled it after a day of failed deliveries; null otherwise.
             * @enum {string|null}
             */
            disabled_reason: "failing" | null;
            /**
             * Format: date-time
             * @description Until when the secret a rotation replaced still signs too; null when none does.
             */
            secret_rotation_ends_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description Deliveries that succeeded in the last 24 hours. */
            deliveries_succeeded: number;
            /** @description Deliveries whose last attempt in the last 24 hours failed. */
            deliveries_failed: number;
            /** Format: date-time */
            last_delivery_at: string | null;
        };
        WebhookEndpointList: {
            webhook_endpoints: components["schemas"]["WebhookEndpoint"][];
        };
        CreatedWebhookEndpoint: {
            webhook_endpoint: components["schemas"]["WebhookEndpoint"];
            /** @description The signing secret (`whsec_` and base64), in this answer only. */
            secret: string;
        };
        WebhookDelivery: {
            id: components["schemas"]["Id"];
            /** @description The event's id, sent as `webhook-id`; the same on every attempt and redelivery. */
            event_id: components["schemas"]["Id"];
            event_type: string;
            /**
             * @description `failed`: given up after about a day of attempts (Redeliver sends it again).
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            attempts: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_attempt_at: string | null;
            /**
             * Format: date-time
             * @description When the next attempt is due while pending; null otherwise.
             */
            next_attempt_at: string | null;
            response_status: number | null;
            /** @description The first kilobyte of the receiver's last answer. */
            response_excerpt: string | null;
            duration_ms: number | null;
            /** @description Why the last attempt failed (`HTTP 500`, a timeout, a refused connection); null after a success. */
            error: string | null;
        };
        WebhookDeliveryList: {
            deliveries: components["schemas"]["WebhookDelivery"][];
            next_cursor: string | null;
        };
        /**
         * @description The body of every webhook, signed as Standard Webhooks specify: `webhook-id` (the event's id, for
         *     de-duplication), `webhook-timestamp` and `webhook-signature`. Verify it with the SDK's `verifyWebhook`.
         * @example {
         *       "id": "01938a6e-5f00-7c2a-9b1e-3d4f5a6b7c8d",
         *       "type": "license.claimed",
         *       "timestamp": "2026-12-07T09:15:00.000Z",
         *       "organization_id": "8c1e4b2a-3f5d-4e6a-9b7c-1d2e3f4a5b6c",
         *       "data": {
         *         "subject": "ana@example.com",
         *         "actor": {
         *           "type": "device",
         *           "name": "Studio iPad 3",
         *           "email": null
         *         },
         *         "before": null,
         *         "after": {
         *           "device": "Studio iPad 3"
         *         }
         *       }
         *     }
         */
        WebhookEvent: {
            id: components["schemas"]["Id"];
            type: components["schemas"]["WebhookEventType"];
            /**
             * Format: date-time
             * @description When the change was made.
             */
            timestamp: string;
            organization_id: components["schemas"]["Id"];
            data: {
                /** @description What the change is about, as the activity log names it (a licence's identifier, an address, a plan). */
                subject: string | null;
                actor: {
                    /** @enum {string} */
                    type: "user" | "platform_admin" | "payment_provider" | "system" | "device" | "service_account";
                    name: string | null;
                    email: string | null;
                };
                before: {
                    [key: string]: unknown;
                } | null;
                after: {
                    [key: string]: unknown;
                } | null;
            };
        };
        /**
         * @description What the token is for ("Warehouse iPads"), 1–100 characters, trimmed by the server, refused with control or
         *     direction-changing characters.
         */
        EnrolmentTokenName: string;
        CreateEnrolmentTokenRequest: {
            name: components["schemas"]["EnrolmentTokenName"];
            /** @description How many devices it may enrol; null or absent, no limit. */
            maxUses?: number | null;
            /** @description How many days it enrols for, from now; null or absent, until revoked. */
            lifetimeDays?: number | null;
        };
        EnrolmentToken: {
            id: components["schemas"]["Id"];
            organization_id: components["schemas"]["Id"];
            name: string;
            /** @description How many devices it may enrol; null without a limit. */
            max_uses: number | null;
            /** @description How many devices it has enrolled. */
            uses: number;
            expires_at: components["schemas"]["NullableDateTime"];
            revoked_at: components["schemas"]["NullableDateTime"];
            created_at: components["schemas"]["DateTime"];
            /** @description The name (or else the address) of the person who created it, as they were then. */
            created_by: string | null;
            last_used_at: components["schemas"]["NullableDateTime"];
        };
        EnrolmentTokenList: {
            enrolment_tokens: components["schemas"]["EnrolmentToken"][];
        };
        CreatedEnrolmentToken: {
            enrolment_token: components["schemas"]["EnrolmentToken"];
            /** @description The enrolment token, in this answer only (`pe_` and 43 characters). */
            token: string;
        };
        EnrolLicenseRequest: {
            organizationId: components["schemas"]["Id"];
            /** @description The enrolment token of the managed app configuration. */
            enrolmentToken: string;
            /**
             * @description The device's label, the MDM's device name ("Dock iPad 7"): its licence's identifier and its device name,
             *     1–100 characters, trimmed by the server, refused with control or direction-changing characters. Its length
             *     is checked by the server, which answers a problem naming `label`.
             */
            label: string;
        };
        UsageDay: {
            /** Format: date */
            day: string;
            /** @description Devices that reported (or claimed) that UTC day. */
            active_devices: number;
            /** @description Seats claimed that UTC day. */
            claims: number;
        };
        OrganizationUsage: {
            /** @description The calendar month (UTC) the monthly figure counts. */
            month: string;
            /** @description Devices that reported at least once this month. */
            monthly_active_devices: number;
            /** @description The plan's monthly active users (spec §9); null when custom or without a plan. */
            monthly_active_allowance: number | null;
            seats_claimed_90_days: number;
            /** @description Licences claimed by a device now. */
            claimed_seats: number;
            /** @description Claimed seats not seen for `idle_seat_days` days. */
            idle_seats: number;
            /** @description The organization's idle-seat days, or 30 while idle-seat recovery is off. */
            idle_seat_days: number;
            days: components["schemas"]["UsageDay"][];
        };
        /**
         * @description The claiming device's name as the app reports it ("Studio iPad 3"), 1–100 characters, trimmed by the
         *     server, refused with control or direction-changing characters.
         */
        DeviceName: string;
        ClaimLicenseRequest: {
            licenseId: components["schemas"]["Id"];
            organizationId: components["schemas"]["Id"];
            deviceName: components["schemas"]["DeviceName"];
        };
        ClaimLicenseResponse: {
            licenseId: components["schemas"]["Id"];
            /** @description The licence key, sent this once and never again; the app keeps it. */
            licenseKey: string;
            organizationId: components["schemas"]["Id"];
            organizationName: string;
            identifier: string | null;
            claimed_at: components["schemas"]["DateTime"];
            expires_at: components["schemas"]["NullableDateTime"];
            license_token: components["schemas"]["LicenseToken"];
        };
        /**
         * @description A signed licence token (a JWT, ES256, header `typ` `license+jwt` and the `kid` of a key of
         *     `getLicenseSigningKeys`) the app keeps to check offline that it holds the licence. Claims: `sub` the licence
         *     id, `org` and `org_name` its organization, `device` the device name, `plan` the organization's plan (or
         *     null), `iat`, `grace_from` (from then on the app keeps working in a grace period and asks to go online),
         *     `exp` (the end of the grace period) and `license_exp` (the licence's own expiry, or null). Valid 7 days then
         *     7 days of grace, never past the licence's expiry; each accepted report renews it.
         */
        LicenseToken: string;
        LicenseSigningKeySet: {
            keys: components["schemas"]["LicenseSigningKey"][];
        };
        /** @description A public key (RFC 7517 JWK) that signs licence tokens. */
        LicenseSigningKey: {
            /** @enum {string} */
            kty: "EC";
            /** @enum {string} */
            crv: "P-256";
            x: string;
            y: string;
            kid: string;
            /** @enum {string} */
            alg: "ES256";
            /** @enum {string} */
            use: "sig";
        };
        ReportLicenseSeenRequest: {
            licenseId: components["schemas"]["Id"];
            licenseKey: string;
        };
        ReportLicenseSeenResponse: {
            licenseId: components["schemas"]["Id"];
            last_seen_at: components["schemas"]["DateTime"];
            expires_at: components["schemas"]["NullableDateTime"];
            license_token: components["schemas"]["LicenseToken"];
        };
        /** @description What the payment provider reports (spec §3). Amounts in cents. */
        SubscriptionProvider: {
            /** @enum {string|null} */
            price_interval: "month" | "year" | null;
            trial_end: components["schemas"]["NullableDateTime"];
            current_period_start: components["schemas"]["NullableDateTime"];
            current_period_end: components["schemas"]["NullableDateTime"];
            canceled_at: components["schemas"]["NullableDateTime"];
            cancel_at_period_end: boolean;
            price_amount: number | null;
        };
        /** @description A pending plan change (spec §3, §4). */
        SubscriptionSchedule: {
            pending_product: components["schemas"]["PlanType"] | null;
            next_phase_start: components["schemas"]["NullableDateTime"];
            pending_price_amount: number | null;
        };
        Subscription: {
            product: components["schemas"]["PlanType"];
            /**
             * @description The payment provider's status. Known values (spec §4): active, past_due, canceled, cancelled, unpaid,
             *     pending, payment_failed, trialing, incomplete, incomplete_expired, paused. Clients compare without
             *     regard to case.
             * @example active
             * @example trialing
             * @example past_due
             */
            status: string;
            provider: components["schemas"]["SubscriptionProvider"];
            schedule: components["schemas"]["SubscriptionSchedule"] | null;
        };
        SubscriptionResponse: {
            subscription: components["schemas"]["Subscription"] | null;
        };
        /** @description What a plan includes (spec §9). Null counts mean custom or unlimited. */
        Plan: {
            type: components["schemas"]["PlanType"];
            /** @example Business */
            name: string;
            pod_creators: number | null;
            monthly_active_users: number | null;
            /** @description Price of each extra monthly active user, in cents. */
            extra_monthly_active_user_price: number | null;
            storage_gb: number | null;
            on_prem_available: boolean;
            trial_days: number;
        };
        Price: {
            /** @description Price per billing period in cents; null for custom pricing. */
            amount: number | null;
            /** @example usd */
            currency: string;
            /**
             * @example $49
             * @example Custom
             */
            formatted_amount: string;
        };
        PricingEntry: {
            type: components["schemas"]["PlanType"];
            description: string;
            prices: {
                monthly: components["schemas"]["Price"];
                annually: components["schemas"]["Price"];
            };
        };
        CreateCheckoutSessionRequest: {
            organizationId: components["schemas"]["Id"];
            /**
             * @description Enterprise is sold through Contact Sales.
             * @enum {string}
             */
            subscriptionType: "starter" | "business";
            billingPeriod: components["schemas"]["BillingPeriod"];
            successUrl: components["schemas"]["HttpUrl"];
            cancelUrl: components["schemas"]["HttpUrl"];
        };
        CreateCustomerPortalSessionRequest: {
            organizationId: components["schemas"]["Id"];
            returnUrl: components["schemas"]["HttpUrl"];
        };
        /** @description A Stripe event object (https://docs.stripe.com/api/events/object); other properties are kept. */
        PaymentEvent: {
            /** @example evt_1QkXyZ2eZvKYlo2C0a1b2c3d */
            id: string;
            /** @example customer.subscription.updated */
            type: string;
            /** @description When the event happened, in unix seconds. */
            created: number;
            data: {
                /** @description The object the event is about (a subscription, checkout session, invoice, schedule). */
                object: {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        PaymentEventReceived: {
            /** @constant */
            received: true;
        };
        UrlResponse: {
            /** Format: uri */
            url: string;
        };
        /**
         * @description A plan type, or `none` for organizations without a subscription.
         * @enum {string}
         */
        AdminPlanFilter: "starter" | "business" | "enterprise" | "none";
        /**
         * @description One word for where an organization's subscription stands (spec §4), the first that holds:
         *     `none` (no subscription), `locked` (payment problem, grace period over), `payment_problem`
         *     (payment problem within the grace period), `canceled` (canceled or ending at the period end, the
         *     period still running), `trial_expired` (trialing, trial end passed), `trial` (trial end ahead),
         *     `active` (active or trialing), `inactive` (anything else, e.g. canceled and ended, incomplete, paused).
         * @enum {string}
         */
        OrganizationState: "none" | "locked" | "payment_problem" | "canceled" | "trial_expired" | "trial" | "active" | "inactive";
        /**
         * @default -created
         * @enum {string}
         */
        AdminOrganizationSort: "name" | "-name" | "owner" | "-owner" | "plan" | "-plan" | "assigned" | "-assigned" | "trial" | "-trial" | "members" | "-members" | "created" | "-created";
        /** @description One row of the platform admin's Organizations table. */
        AdminOrganization: {
            id: components["schemas"]["Id"];
            name: string;
            created_at: components["schemas"]["DateTime"];
            owner_user_id: components["schemas"]["Id"];
            /** Format: email */
            owner_email: string | null;
            owner_first_name: string | null;
            owner_last_name: string | null;
            license_counts: components["schemas"]["LicenseCounts"];
            /** @description Licences with an identifier and not revoked (spec §4). */
            assigned_license_count: number;
            /** @description Trial licences not revoked. */
            trial_license_count: number;
            /** @description Trial licences not revoked that are assigned (what deleting the trial licences takes away). */
            assigned_trial_license_count: number;
            member_count: number;
            subscription: components["schemas"]["Subscription"] | null;
        };
        AdminOrganizationPage: {
            items: components["schemas"]["AdminOrganization"][];
            /** @description How many organizations match the filters, over all pages. */
            total: number;
            /** @description The cursor of the page after this one; null on the last page. */
            next_cursor: string | null;
            /** @description The cursor of the page before this one; null on the first page. */
            previous_cursor: string | null;
        };
        AdminPendingInvitation: {
            role: components["schemas"]["AssignableRole"];
            id: components["schemas"]["Id"];
            /** Format: email */
            email: string;
            expires_at: components["schemas"]["DateTime"];
        };
        AdminOrganizationDetail: components["schemas"]["AdminOrganization"] & {
            /** @description Members, earliest first. */
            members: components["schemas"]["OrganizationUser"][];
            /** @description Invitations neither answered nor cancelled, expired ones included, oldest first. */
            pending_invitations: components["schemas"]["AdminPendingInvitation"][];
        };
    };
    responses: {
        /** @description The resource has not changed since the `ETag` sent in `If-None-Match`; no body. */
        NotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The request is malformed; `errors` names each field that failed. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No valid access token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The caller may not make this call: platform-admin calls need SUPER_ADMIN; invitations need a verified
         *     e-mail address; an organization's calls need the permission of the caller's role there (`permission` names
         *     it, `detail` says who to ask). Any authenticated call answers 403 when the token's identity is new and its e-mail address
         *     already belongs to another user (one user per address, compared case-insensitively).
         */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such resource among those the caller may reach. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The call conflicts with the resource's state, or a request with the same `Idempotency-Key` is still being
         *     processed; `detail` says which.
         */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A request with the same `Idempotency-Key` is still being processed; try again in a moment. */
        IdempotencyKeyInProgress: {
            headers: {
                /** @description Seconds to wait before sending the request again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The `Idempotency-Key` was already used for a different request; nothing was changed. */
        IdempotencyKeyReused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A correctly signed event this API cannot apply (unknown organization, missing field); `errors` names the field. */
        UnprocessableEvent: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The payment provider failed to answer; try again. */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description Too many calls: the caller's writes per minute, the organization's invitations per day, or the sign-in
         *     endpoints per client. `Retry-After` says when the next call is accepted; nothing was changed.
         */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before calling again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The thing asked about existed and has been withdrawn (a revoked licence); nothing was changed. */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The database does not answer (restarting, unreachable or timing out), or the server is starting or
         *     stopping. Nothing was changed; call again after `Retry-After` seconds.
         */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before calling again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description The organization's id. */
        OrganizationId: components["schemas"]["Id"];
        /** @description The invitation's id. */
        InvitationId: components["schemas"]["Id"];
        /** @description The service account's id. */
        ServiceAccountId: components["schemas"]["Id"];
        /** @description The webhook endpoint's id. */
        WebhookEndpointId: components["schemas"]["Id"];
        /** @description The delivery's id. */
        WebhookDeliveryId: components["schemas"]["Id"];
        /** @description The enrolment token's id (not the token). */
        EnrolmentTokenId: components["schemas"]["Id"];
        /** @description The user's id. */
        UserId: components["schemas"]["Id"];
        /**
         * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
         *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
         *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
         *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
         */
        IdempotencyKey: string;
        /**
         * @description The claim's request id, chosen by the app (a UUID) and kept until the claim is answered: a claim sent again
         *     with it, after its answer was lost, gets the licence back instead of "already claimed" (see
         *     `claimLicense`). Only its SHA-256 is stored.
         */
        ClaimRequestId: string;
        /** @description The `ETag` of the answer the client holds; unchanged, the call answers 304 without a body. */
        IfNoneMatch: string;
        /**
         * @description At most this many licences, the first in the organization's order: a first page for a console that shows
         *     its first rows before the whole answer (docs/decisions/0053-first-page-of-licences.md).
         */
        LicensesLimit: number;
        /** @description Only entries of this kind. */
        ActivityKindFilter: components["schemas"]["ActivityKind"];
        /** @description Only entries made by this user. */
        ActivityActorFilter: components["schemas"]["Id"];
        /** @description Only entries at or after this instant. */
        ActivityFrom: components["schemas"]["DateTime"];
        /** @description Only entries before this instant. */
        ActivityTo: components["schemas"]["DateTime"];
        /** @description A `next_cursor` from an earlier page with the same filters. */
        ActivityCursor: string;
        /** @description Entries per page. */
        ActivityLimit: number;
    };
    requestBodies: never;
    headers: {
        /** @description The answer's version (RFC 9110 §8.8.3); send it back as `If-None-Match`. */
        ETag: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCurrentUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCurrentUserRequest"];
            };
        };
        responses: {
            /** @description The updated current user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setSelectedOrganization: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetSelectedOrganizationRequest"];
            };
        };
        responses: {
            /** @description The updated current user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTermsOfServiceStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The terms status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermsOfServiceStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signTermsOfService: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignTermsOfServiceRequest"];
            };
        };
        responses: {
            /** @description The updated terms status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermsOfServiceStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the deletion would do, or why it may not happen yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDeletion"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCurrentUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteCurrentUserRequest"];
            };
        };
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    respondToOrganizationInvitations: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RespondToInvitationsRequest"];
            };
        };
        responses: {
            /** @description The invitations processed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespondToInvitationsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The user's e-mail address is not verified; nothing was answered. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrganizations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's organizations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationSummary"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOrganization: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationNameRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateOrganizationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrganization: {
        parameters: {
            query?: {
                /**
                 * @description At most this many licences, the first in the organization's order: a first page for a console that shows
                 *     its first rows before the whole answer (docs/decisions/0053-first-page-of-licences.md).
                 */
                licenses_limit?: components["parameters"]["LicensesLimit"];
            };
            header?: {
                /** @description The `ETag` of the answer the client holds; unchanged, the call answers 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationNameRequest"];
            };
        };
        responses: {
            /** @description Renamed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateIdleSeatRelease: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdleSeatReleaseRequest"];
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdleSeatReleaseSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLicenseCount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLicenseCountRequest"];
            };
        };
        responses: {
            /** @description Updated. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTrialLicenses: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInvitationRequest"];
            };
        };
        responses: {
            /** @description Invited. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateInvitationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelInvitation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The invitation's id. */
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeOrganizationUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /**
             * @description The member is the caller or the organization's owner, or a request with the same `Idempotency-Key` is
             *     still being processed; `detail` says which.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMemberRole: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMemberRoleRequest"];
            };
        };
        responses: {
            /** @description Changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    transferOwnership: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferOwnershipRequest"];
            };
        };
        responses: {
            /** @description Transferred. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    leaveOrganization: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Left. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createInvitations: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInvitationsRequest"];
            };
        };
        responses: {
            /** @description One result per distinct address, in the order sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateInvitationsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The invitation's id. */
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResendInvitationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listServiceAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccountList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createServiceAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateServiceAccountRequest"];
            };
        };
        responses: {
            /** @description Created; the answer holds the client secret, shown once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedServiceAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeServiceAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The service account's id. */
                serviceAccountId: components["parameters"]["ServiceAccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "webhook_endpoints": [
                     *         {
                     *           "id": "0f3c2a4e-7d1b-4c5e-9a8f-2b6d4e1c3a5f",
                     *           "url": "https://hooks.example.com/pod-console",
                     *           "description": "Help desk",
                     *           "event_types": [
                     *             "license.claimed",
                     *             "license.released"
                     *           ],
                     *           "enabled": true,
                     *           "disabled_reason": null,
                     *           "secret_rotation_ends_at": null,
                     *           "created_at": "2026-12-01T09:30:00Z",
                     *           "deliveries_succeeded": 42,
                     *           "deliveries_failed": 1,
                     *           "last_delivery_at": "2026-12-07T08:12:03Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/pod-console",
                 *       "description": "Help desk",
                 *       "eventTypes": [
                 *         "license.claimed",
                 *         "license.released"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateWebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description Created; the answer holds the signing secret, shown once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The webhook endpoint's id. */
                webhookEndpointId: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The webhook endpoint's id. */
                webhookEndpointId: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": false
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The webhook endpoint's id. */
                webhookEndpointId: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rotated; the answer holds the new secret, shown once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The webhook endpoint's id. */
                webhookEndpointId: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The webhook endpoint's id. */
                webhookEndpointId: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The webhook endpoint's id. */
                webhookEndpointId: components["parameters"]["WebhookEndpointId"];
                /** @description The delivery's id. */
                webhookDeliveryId: components["parameters"]["WebhookDeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEnrolmentTokens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The enrolment tokens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrolmentTokenList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createEnrolmentToken: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEnrolmentTokenRequest"];
            };
        };
        responses: {
            /** @description Created; the answer holds the token, shown once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedEnrolmentToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeEnrolmentToken: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The enrolment token's id (not the token). */
                enrolmentTokenId: components["parameters"]["EnrolmentTokenId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrolmentToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrganizationUsage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization's usage. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationUsage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listActivity: {
        parameters: {
            query?: {
                /** @description Only entries of this kind. */
                kind?: components["parameters"]["ActivityKindFilter"];
                /** @description Only entries made by this user. */
                actor?: components["parameters"]["ActivityActorFilter"];
                /** @description Only entries at or after this instant. */
                from?: components["parameters"]["ActivityFrom"];
                /** @description Only entries before this instant. */
                to?: components["parameters"]["ActivityTo"];
                /** @description A `next_cursor` from an earlier page with the same filters. */
                cursor?: components["parameters"]["ActivityCursor"];
                /** @description Entries per page. */
                limit?: components["parameters"]["ActivityLimit"];
            };
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportActivity: {
        parameters: {
            query?: {
                /** @description Only entries of this kind. */
                kind?: components["parameters"]["ActivityKindFilter"];
                /** @description Only entries made by this user. */
                actor?: components["parameters"]["ActivityActorFilter"];
                /** @description Only entries at or after this instant. */
                from?: components["parameters"]["ActivityFrom"];
                /** @description Only entries before this instant. */
                to?: components["parameters"]["ActivityTo"];
            };
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description `attachment` with a file name naming the organization and the day. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive. */
            200: {
                headers: {
                    /** @description `attachment` with a file name naming the organization and the day. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the answer the client holds; unchanged, the call answers 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription, or null when the organization has no plan. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    assignLicense: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignLicenseRequest"];
            };
        };
        responses: {
            /** @description Assigned. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignLicenseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeLicense: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokeLicenseRequest"];
            };
        };
        responses: {
            /** @description Revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLicenseIdentifier: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLicenseIdentifierRequest"];
            };
        };
        responses: {
            /** @description Updated. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    assignLicenses: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignLicensesRequest"];
            };
        };
        responses: {
            /** @description All assigned. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignLicensesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeLicenses: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokeLicensesRequest"];
            };
        };
        responses: {
            /** @description Revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokeLicensesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    releaseLicenseDevices: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReleaseLicenseDevicesRequest"];
            };
        };
        responses: {
            /** @description Released. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleaseLicenseDevicesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyKeyInProgress"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    regenerateLicenseLink: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseActionRequest"];
            };
        };
        responses: {
            /** @description The licence's new id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignLicenseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    releaseLicenseDevice: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseActionRequest"];
            };
        };
        responses: {
            /** @description Released. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    claimLicense: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The claim's request id, chosen by the app (a UUID) and kept until the claim is answered: a claim sent again
                 *     with it, after its answer was lost, gets the licence back instead of "already claimed" (see
                 *     `claimLicense`). Only its SHA-256 is stored.
                 */
                "Idempotency-Key"?: components["parameters"]["ClaimRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimLicenseRequest"];
            };
        };
        responses: {
            /** @description Claimed; the key is in this answer and nowhere else. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimLicenseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    enrolLicense: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The claim's request id, chosen by the app (a UUID) and kept until the claim is answered: a claim sent again
                 *     with it, after its answer was lost, gets the licence back instead of "already claimed" (see
                 *     `claimLicense`). Only its SHA-256 is stored.
                 */
                "Idempotency-Key"?: components["parameters"]["ClaimRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrolLicenseRequest"];
            };
        };
        responses: {
            /** @description Enrolled; the key is in this answer and nowhere else. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimLicenseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reportLicenseSeen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportLicenseSeenRequest"];
            };
        };
        responses: {
            /** @description Recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportLicenseSeenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLicenseSigningKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current and still-published public keys, newest first. */
            200: {
                headers: {
                    /** @description `public, max-age=300` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseSigningKeySet"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"][];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPricing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pricing list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingEntry"][];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCheckoutSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCheckoutSessionRequest"];
            };
        };
        responses: {
            /** @description The checkout URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UrlResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCustomerPortalSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key of the caller's choosing, unique per write (a UUID): the first answer to it is kept for 24 hours, and
                 *     the same request sent again with the same key (after a lost answer, say) is answered with it, with
                 *     `Idempotent-Replayed: true`, instead of being done twice. The same key with a different request answers
                 *     422; while the first request runs, 409. Kept: 2xx and 4xx answers but 401, 403, 408 and 429, per caller.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomerPortalSessionRequest"];
            };
        };
        responses: {
            /** @description The portal URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UrlResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAllOrganizations: {
        parameters: {
            query?: {
                /**
                 * @description Case-insensitive text to find in the organization's name or its owner's e-mail, or the start of
                 *     its id. Trimmed; empty means no text filter.
                 */
                q?: string;
                /** @description Only organizations on this plan; `none` for those without a subscription. */
                plan?: components["schemas"]["AdminPlanFilter"];
                /** @description Only organizations in this subscription state (spec §4), as of the time of the call. */
                state?: components["schemas"]["OrganizationState"];
                /**
                 * @description The column to order by, ascending, or descending with a leading `-`. Ties are broken by id, so
                 *     the order is total and paging never repeats or skips a row. Default `-created` (newest first).
                 */
                sort?: components["schemas"]["AdminOrganizationSort"];
                /** @description A `next_cursor` or `previous_cursor` from an earlier page of the same query. */
                cursor?: string;
                /** @description Rows per page. Default 10 (spec §9's table page size). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of organizations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrganizationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrganizationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAdminOrganizationActivity: {
        parameters: {
            query?: {
                /** @description Only entries of this kind. */
                kind?: components["parameters"]["ActivityKindFilter"];
                /** @description Only entries made by this user. */
                actor?: components["parameters"]["ActivityActorFilter"];
                /** @description Only entries at or after this instant. */
                from?: components["parameters"]["ActivityFrom"];
                /** @description Only entries before this instant. */
                to?: components["parameters"]["ActivityTo"];
                /** @description A `next_cursor` from an earlier page with the same filters. */
                cursor?: components["parameters"]["ActivityCursor"];
                /** @description Entries per page. */
                limit?: components["parameters"]["ActivityLimit"];
            };
            header?: never;
            path: {
                /** @description The organization's id. */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receivePaymentEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<HMAC-SHA256 of "t.body" with the webhook secret, hex> */
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentEvent"];
            };
        };
        responses: {
            /** @description The event was applied, or had been already, or needs nothing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentEventReceived"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEvent"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    eventLicenseAssigned: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventLicenseClaimed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventLicenseReleased: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventLicenseRevoked: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventLicenseIdentifierChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventMemberJoined: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventMemberRemoved: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventMemberLeft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventMemberRoleChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventInvitationSent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventInvitationAccepted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventInvitationDeclined: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventInvitationCancelled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventPlanChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventPaymentFailed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventOrganizationLocked: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventWebhookTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event; anything else is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
