// The API's OpenAPI document as TypeScript types, written by `npm run sdk:generate`
// (openapi-typescript over GET /api/openapi.json). Do not edit: change the routes'
// zod schemas in api/src/http/ and run the command again.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Database reachable and migrations current; Redis reachable (with REDIS_URL)
         * @description 503 only when this instance cannot serve: the database is unreachable or migrations are pending. An instance that lost only Redis answers 200 with status "degraded" (rate limits count in memory, live events reach its own sockets only), so a load balancer keeps sending it traffic.
         */
        get: operations["checkHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process serves requests (no database work): liveness, and the load benchmark's baseline */
        get: operations["checkLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a player account with e-mail, password and display name, and sign in
         * @description Needs the csrf token of GET /api/auth/csrf (double submit, like every sign-in). A JSON body answers 201 JSON and sets the session cookie. A form post (no JavaScript) answers 303: to callbackUrl on success, else back to the game's /signup page with `error` and the entered e-mail and name. Password: at least 10 characters and not one of the 10 000 most common. Rate limited per address (429 with Retry-After).
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET: the configured sign-in providers
         * @description GET: the configured sign-in providers. NextAuth.js v4 contract, statuses and cookies: docs/auth-contract.md.
         */
        get: operations["listAuthProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/csrf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET: the csrf token (also set as the next-auth.csrf-token cookie)
         * @description GET: the csrf token (also set as the next-auth.csrf-token cookie). NextAuth.js v4 contract, statuses and cookies: docs/auth-contract.md.
         */
        get: operations["getCsrfToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET: the session, or {} (re-issues the cookie); POST {csrfToken}: refresh it
         * @description GET: the session, or {} (re-issues the cookie); POST {csrfToken}: refresh it. NextAuth.js v4 contract, statuses and cookies: docs/auth-contract.md.
         */
        get: operations["getAuthSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signin/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST {csrfToken, callbackUrl, json}: start a sign-in
         * @description POST {csrfToken, callbackUrl, json}: start a sign-in. NextAuth.js v4 contract, statuses and cookies: docs/auth-contract.md.
         */
        post: operations["startSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/callback/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credentials: POST {csrfToken, email, password}; OAuth: the provider's redirect
         * @description Credentials: POST {csrfToken, email, password}; OAuth: the provider's redirect. NextAuth.js v4 contract, statuses and cookies: docs/auth-contract.md.
         */
        post: operations["completeSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * GET: confirmation page; POST {csrfToken}: sign out
         * @description GET: confirmation page; POST {csrfToken}: sign out. NextAuth.js v4 contract, statuses and cookies: docs/auth-contract.md.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere: ends every session of the signed-in user, this one included */
        post: operations["signOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the address: mails a link to the new one, which becomes the account's when followed */
        post: operations["requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a new address with the token of the link mailed to it */
        post: operations["completeEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the link that confirms the signed-in player's address again (the older link stops working) */
        post: operations["requestEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email-verification/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an address with the token of the mailed link */
        post: operations["completeEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgot password: mails a single-use link (one hour) if an account uses the address
         * @description The answer is the same whether or not the address has an account. The link opens the game's /reset-password page.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password-reset/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the token of a reset link: every session ends */
        post: operations["completePasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password: every other session ends, this one is re-issued */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download everything the platform holds about the signed-in player, as a JSON file (3 an hour; recorded)
         * @description The answer streams: a long history arrives as it is read. A failure part-way cuts the connection, so a file that arrived whole is complete.
         */
        get: operations["exportMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the signed-in account: every session and token ends now, and the account is erased after 14 days unless the player signs in again
         * @description An account with a password sends it (`password`); a game client's guest sends its device id (`deviceId`); an account that signs in only with Google or Discord sends `{}` and gets a single-use link (one hour) by mail: the request takes effect when it is followed. Staff accounts are refused.
         */
        post: operations["requestAccountDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/deletion/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm deleting an account with the token of the mailed link: scheduled, every session ends */
        post: operations["completeAccountDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/auth/device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a device id: a new guest player on first use, the same player after */
        post: operations["signInWithDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password */
        post: operations["signInWithPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/auth/oauth/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with an authorization code the client got from Google or Discord (PKCE S256) */
        post: operations["signInWithOAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Spend a refresh token for a new access token and a new refresh token
         * @description Each refresh token works once. Presenting a spent one again ends the whole sign-in: none of its refresh tokens works any more (a copy of one is loose), and its access tokens lapse within their 15 minutes.
         */
        post: operations["refreshClientSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign this client out: its refresh token stops working; its access token lapses within minutes */
        post: operations["signOutClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/link/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A guest adds an e-mail and password and keeps everything */
        post: operations["linkEmailToGuest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/link/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link Google or Discord to the signed-in player (a guest keeps everything and stops being a guest) */
        post: operations["linkProviderToGuest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in player's game-client sign-ins still in force */
        get: operations["listClientSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the player's game-client sign-ins (a lost phone) */
        delete: operations["endClientSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's messages: unread first, newest first, expired hidden; counts for the badge */
        get: operations["listInbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inbox/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every message read */
        post: operations["markAllMessagesRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inbox/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete every read message without rewards left to collect */
        delete: operations["deleteReadMessages"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inbox/collect-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Collect every reward waiting in the inbox at once, in one transaction; those that do not fit the inventory stay (waiting). Again: collects nothing */
        post: operations["collectAllRewards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inbox/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one message read */
        post: operations["markMessageRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inbox/{id}/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Collect a message's rewards (once; into the wallet and inventory) */
        post: operations["collectMessageRewards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inbox/{id}/action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Perform a message's call to action (records hasPerformedAction) and get where to go */
        post: operations["performMessageAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a read message without rewards left to collect */
        delete: operations["deleteMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/polls/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The poll running now, the player's answer, and the results once answered */
        get: operations["getCurrentPoll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/polls/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A started poll with the player's answer (results once answered or ended) */
        get: operations["getPoll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/polls/{key}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a poll (once per player; grants the poll's reward) */
        post: operations["answerPoll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every board (periodicity × type) with its current period and next reset */
        get: operations["listLeaderboards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboards/{periodicity}/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Top contenders, paged with a keyset cursor (ties: who reached the score first) */
        get: operations["getLeaderboardTop"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboards/{periodicity}/{type}/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's rank and the contenders around them (±k) */
        get: operations["getLeaderboardAroundMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboards/{periodicity}/{type}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past periods of a board, newest first */
        get: operations["listLeaderboardPeriods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboards/{periodicity}/{type}/archive/{periodStart}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Final standings of a past period (e.g. last week's top 100), paged by rank */
        get: operations["getLeaderboardStandings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/art/{version}/{kind}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A picture of a monster, egg, relic, ingredient, cosmetic, currency or shop good (SVG)
         * @description URLs come from artUrl (api/src/art/art-url.ts). Cached for a year: a change of drawings changes the version. An older version is redirected (302) to the current one.
         */
        get: operations["getArt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scheduled jobs with schedule, last run and next run (staff: admin, liveops)
         * @description Needs jobs.run (admin or LiveOps).
         */
        get: operations["adminListJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/job-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Job runs, newest first (filters: job, status, trigger)
         * @description Needs jobs.run (admin or LiveOps).
         */
        get: operations["adminListJobRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/{name}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a job now (audited; the run continues after the response)
         * @description Needs jobs.run (admin or LiveOps).
         */
        post: operations["adminRunJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sent history: one row per send (filter: actorId)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListMessages"];
        put?: never;
        /**
         * Send a message to one player, a segment or everyone (one set-based insert)
         * @description Needs messages.send (admin or LiveOps).
         */
        post: operations["adminCreateMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One send with its delivery (messages left, read, rewards collected)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * How many players a target reaches now
         * @description Needs messages.send (admin or LiveOps).
         */
        post: operations["adminPreviewMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/message-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The message templates (key, title, text, params) for the compose screen
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListMessageTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sent announcements, newest first (filter: actorId)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListAnnouncements"];
        put?: never;
        /**
         * Announce live (a toast) to the players online in a target: one player, a segment or everyone
         * @description Needs announcements.send (admin or LiveOps).
         */
        post: operations["adminCreateAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sent announcement
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetAnnouncement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/scheduled-sends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scheduled sends (filter: when = upcoming | past, status = scheduled | done | cancelled, kind = message | announcement)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListScheduledSends"];
        put?: never;
        /**
         * Schedule a message or an announcement at a time in the future, once or repeating every N hours, days or weeks (UTC)
         * @description Needs messages.send (admin or LiveOps).
         */
        post: operations["adminCreateScheduledSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/scheduled-sends/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One scheduled send with the occurrences that went out and the players reached
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetScheduledSend"];
        /**
         * Change a send still to go out (409 once sent or cancelled)
         * @description Needs messages.send (admin or LiveOps).
         */
        put: operations["adminUpdateScheduledSend"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/scheduled-sends/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a send still to go out (409 once sent or cancelled; what went out stays sent)
         * @description Needs messages.send (admin or LiveOps).
         */
        post: operations["adminCancelScheduledSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audiences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saved audiences with their live sizes (filter: q = words of the name or description)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListAudiences"];
        put?: never;
        /**
         * Save an audience (names unique ignoring case)
         * @description Needs audiences.change (admin or LiveOps).
         */
        post: operations["adminCreateAudience"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audiences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One saved audience with its live size
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetAudience"];
        /**
         * Change an audience's name, description and rules (whatever uses it follows at once)
         * @description Needs audiences.change (admin or LiveOps).
         */
        put: operations["adminUpdateAudience"];
        post?: never;
        /**
         * Delete an audience nothing uses (409 naming the live events, promo codes, experiments or config overrides that do)
         * @description Needs audiences.change (admin or LiveOps).
         */
        delete: operations["adminDeleteAudience"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audiences/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * How many players rules hold now, and a few of them (before saving)
         * @description Needs audiences.change (admin or LiveOps).
         */
        post: operations["adminPreviewAudience"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/live-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live events (filter: q = part of the name, status, from/to = overlapping a window, audienceId)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListLiveEvents"];
        put?: never;
        /**
         * Schedule an event (end after start and in the future; the audience must exist)
         * @description Needs live-events.change (admin or LiveOps).
         */
        post: operations["adminCreateLiveEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/live-events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One live event, its status, its modifiers in words and its own leaderboard's standings
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetLiveEvent"];
        /**
         * Change an event that has not ended (a running one keeps its start)
         * @description Needs live-events.change (admin or LiveOps).
         */
        put: operations["adminUpdateLiveEvent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/live-events/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Call off a scheduled or running event: it stops applying at once
         * @description Needs live-events.change (admin or LiveOps).
         */
        post: operations["adminCancelLiveEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/live-events/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the event went: battles (in the event and others), extra gold, purchases, revenue, per UTC day
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetLiveEventResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/experiments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Experiments (filter: q = part of the name or key, status, audienceId)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListExperiments"];
        put?: never;
        /**
         * Make a draft (the key is unique; every variant value must be one the remote config accepts)
         * @description Needs experiments.change (admin or LiveOps).
         */
        post: operations["adminCreateExperiment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/experiments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One experiment: its terms, its status and how many players it has exposed
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetExperiment"];
        /**
         * Change an experiment: a draft anything but its key, a started one only its name and hypothesis
         * @description Needs experiments.change (admin or LiveOps).
         */
        put: operations["adminUpdateExperiment"];
        post?: never;
        /**
         * Delete a draft (one that has started is stopped instead: its results stay)
         * @description Needs experiments.change (admin or LiveOps).
         */
        delete: operations["adminDeleteExperiment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/experiments/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a draft: its variants are served from the next config read on
         * @description Needs experiments.change (admin or LiveOps).
         */
        post: operations["adminStartExperiment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/experiments/{id}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a running experiment: no more variants are served; its results stay
         * @description Needs experiments.change (admin or LiveOps).
         */
        post: operations["adminStopExperiment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/experiments/{id}/ship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ship a variant: its values become the remote config's defaults (a new version); the experiment ends
         * @description Needs experiments.change (admin or LiveOps).
         */
        post: operations["adminShipExperimentVariant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/experiments/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each metric per variant against the control with the difference and its 95 % interval, and the sample-ratio check
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetExperimentResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Players (filters: q = id, e-mail prefix or display-name prefix; role)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListPlayers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/players/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One player: profile, wallet, ban, inventory counts and stats (their histories are lists of their own)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetPlayer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/players/{id}/ban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ban for a duration or permanently; every session of the player ends (audited)
         * @description Needs players.act (admin or LiveOps).
         */
        post: operations["adminBanPlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/players/{id}/unban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift a ban, with an optional note (audited)
         * @description Needs players.act (admin or LiveOps).
         */
        post: operations["adminUnbanPlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/players/{id}/grant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant gold, gems, items, ingredients, VIP days or game access, with a reason (audited)
         * @description Needs players.act (admin or LiveOps).
         */
        post: operations["adminGrantToPlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/players/{id}/reset-daily-reward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Let the player claim today's daily reward again (audited)
         * @description Needs players.act (admin or LiveOps).
         */
        post: operations["adminResetDailyReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/players/{id}/password-reset-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the player's password reset link (single-use, one hour; older links stop working), for a player who cannot get the mail; admin only (audited, the link itself is not kept)
         * @description Needs players.act (admin or LiveOps).
         */
        post: operations["adminCreatePasswordResetLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail: History by type, staff member (actorId), player (userId) and date (createdAt_gte, createdAt_lte)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/players/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's data, as the player's own download makes it, on their request (30 an hour per staff member; in the player's audit trail)
         * @description A staff account's data needs staff.manage.
         *
         *     Needs players.privacy (admin or LiveOps).
         */
        get: operations["adminExportPlayerData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/player-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's monsters and relics (filters: userId, required; type)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListPlayerItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/player-ingredients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's ingredients (filter: userId, required)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListPlayerIngredients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/player-bans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's bans, unbans and timed bans ending (filter: userId, required)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListPlayerBans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/player-sign-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's sign-ups, sign-ins and refused sign-ins (filter: userId, required)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListPlayerSignIns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/player-summons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's pulls from eggs: egg, odds version, quality, species, guarantee (filter: userId, required)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListPlayerSummons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/player-items/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a monster (out of its teams too) or a relic away from its player, with a reason (audited)
         * @description Needs players.act (admin or LiveOps).
         */
        post: operations["adminRemovePlayerItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/player-items/{id}/level": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a monster's (1–50) or relic's (1–10) level, with a reason (audited)
         * @description Needs players.act (admin or LiveOps).
         */
        post: operations["adminSetPlayerItemLevel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/player-ingredients/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take some (quantity) or all of an ingredient away from its player, with a reason (audited)
         * @description Needs players.act (admin or LiveOps).
         */
        post: operations["adminRemovePlayerIngredient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/players/{id}/deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a player's account on request, with a reason: now (erased at once) or after the 14-day grace period (audited)
         * @description Needs players.privacy (admin or LiveOps).
         */
        post: operations["adminDeletePlayer"];
        /**
         * Call off a player's pending account deletion (audited)
         * @description Needs players.privacy (admin or LiveOps).
         */
        delete: operations["adminCancelPlayerDeletion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promo-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Promo codes (filter: q = code prefix, status = active | expired | used_up)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListPromoCodes"];
        put?: never;
        /**
         * Create one code (stored upper-case; unique ignoring case)
         * @description Needs promo-codes.change (admin or LiveOps).
         */
        post: operations["adminCreatePromoCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promo-codes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One promo code with its usage (redeemers: promo-code-redemptions)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetPromoCode"];
        /**
         * Change a code's description, expiry, use limit and rewards
         * @description Needs promo-codes.change (admin or LiveOps).
         */
        put: operations["adminUpdatePromoCode"];
        post?: never;
        /**
         * Delete a code nobody has redeemed (a redeemed one answers 409: set an expiry)
         * @description Needs promo-codes.change (admin or LiveOps).
         */
        delete: operations["adminDeletePromoCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promo-codes/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create N random codes <PREFIX>-XXXXXXXX with the same terms, in one transaction
         * @description Needs promo-codes.change (admin or LiveOps).
         */
        post: operations["adminCreatePromoCodeBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promo-code-redemptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who redeemed a code (filter: promoCodeId, required)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListPromoCodeRedemptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/remote-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live version of the remote config and the registry of keys (label, group, input, rule, default)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetRemoteConfig"];
        put?: never;
        /**
         * Save a new version: values, audience overrides (a later one wins) and a note; it is live at once
         * @description Needs remote-config.change (admin or LiveOps).
         */
        post: operations["adminSaveRemoteConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/remote-config/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The saved versions, newest first, with who, when, the note and what changed in words
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListRemoteConfigVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/remote-config/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What this player gets now: each key's value and where it came from (logs no experiment exposure)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminPreviewRemoteConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/remote-config/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One version with its document
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetRemoteConfigVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/remote-config/versions/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Roll back: a new version copying this one's document (restoredFromId); it is live at once
         * @description Needs remote-config.change (admin or LiveOps).
         */
        post: operations["adminRestoreRemoteConfigVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/polls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Polls (filter: q = key prefix, status = scheduled | running | ended)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListPolls"];
        put?: never;
        /**
         * Create a poll: key, question, options, schedule and reward
         * @description Needs polls.change (admin or LiveOps).
         */
        post: operations["adminCreatePoll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/polls/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One poll with its results (every option with count and percent)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetPoll"];
        /**
         * Change a poll's question, options (until answered), schedule and reward
         * @description Needs polls.change (admin or LiveOps).
         */
        put: operations["adminUpdatePoll"];
        post?: never;
        /**
         * Delete a poll nobody has answered (an answered one answers 409)
         * @description Needs polls.change (admin or LiveOps).
         */
        delete: operations["adminDeletePoll"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shop-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shop items (filters: q name prefix, category, available, retired)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListShopItems"];
        put?: never;
        /**
         * Create a shop item (audited)
         * @description Needs shop.change (admin or LiveOps).
         */
        post: operations["adminCreateShopItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shop-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One shop item
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetShopItem"];
        /**
         * Change a shop item; retiring takes it off sale for good (audited)
         * @description Needs shop.change (admin or LiveOps).
         */
        put: operations["adminUpdateShopItem"];
        post?: never;
        /**
         * Delete an item nobody bought (409 otherwise: retire it) (audited)
         * @description Needs shop.change (admin or LiveOps).
         */
        delete: operations["adminDeleteShopItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shop/rotation-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the next day's rotation would put on sale with the catalogue as it is now
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminPreviewShopRotation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shop/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the rotate-shop job now and wait for it: today's rotation (the same day gives the same shop); a recorded job run by this staff member (audited)
         * @description Needs shop.change (admin or LiveOps).
         */
        post: operations["adminRotateShop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/leaderboards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Boards (filters: type, periodicity)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListLeaderboards"];
        put?: never;
        /**
         * Create a board for a periodicity and ranked stat (audited)
         * @description Needs leaderboards.change (admin or LiveOps).
         */
        post: operations["adminCreateLeaderboard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/leaderboards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One board with its contender count and past periods
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetLeaderboard"];
        /**
         * Change a board's score operator (audited)
         * @description Needs leaderboards.change (admin or LiveOps).
         */
        put: operations["adminUpdateLeaderboard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/leaderboards/{id}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admin: end the running period now — archive, clear, send rank rewards (audited)
         * @description Needs leaderboards.reset (admin or LiveOps).
         */
        post: operations["adminResetLeaderboard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/leaderboard-standings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The running period by rank (filter {"leaderboardId": n} required)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListLeaderboardStandings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/leaderboard-archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A past period by rank (filter {"leaderboardId": n, "periodStart"?: iso}; the latest by default)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListLeaderboardArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gem purchases (filters: country, currency, status, userId, createdAt_gte, createdAt_lte)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminListTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One purchase
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/transactions/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admin: refund in full through Stripe and take the gems back, once (audited)
         * @description Needs transactions.refund (admin).
         */
        post: operations["adminRefundTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your second factor and whether this session has passed it (open before passing)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetOwnSecondFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me/second-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new secret for an authenticator app (a QR code); confirm it with a code (open before passing)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        post: operations["adminStartSecondFactorSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me/second-factor/setup/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm set-up with the app's first code: this session has passed; recovery codes shown once
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        post: operations["adminConfirmSecondFactorSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me/second-factor/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pass the second factor in this session with a code or a recovery code (spent)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        post: operations["adminVerifySecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me/second-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new set of recovery codes, with a current code (the old ones stop working)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        post: operations["adminNewRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me/second-factor/turn-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn your second factor off, with a current code (only where neither role nor policy requires one)
         * @description Needs console.read (admin, LiveOps or analyst).
         */
        post: operations["adminTurnOffSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff-security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The staff security policy
         * @description Needs staff.security (admin).
         */
        get: operations["adminGetStaffSecurityPolicy"];
        /**
         * Require a second factor for every staff role, or for admins only (audited)
         * @description Needs staff.security (admin).
         */
        put: operations["adminUpdateStaffSecurityPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/{id}/second-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a staff member's second factor and recovery codes; their sessions end (audited, with a reason)
         * @description Needs staff.security (admin).
         */
        post: operations["adminResetSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff accounts (filters: q e-mail prefix, role)
         * @description Needs staff.manage (admin).
         */
        get: operations["adminListStaff"];
        put?: never;
        /**
         * Give an existing account (by e-mail) a staff role (audited)
         * @description Needs staff.manage (admin).
         */
        post: operations["adminCreateStaffMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One account's role
         * @description Needs staff.manage (admin).
         */
        get: operations["adminGetStaffMember"];
        /**
         * Change a role (not your own; never the last admin) (audited)
         * @description Needs staff.manage (admin).
         */
        put: operations["adminUpdateStaffMember"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/server-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Game server keys (filters: q = part of the name, status)
         * @description Needs server-keys.manage (admin).
         */
        get: operations["adminListServerKeys"];
        put?: never;
        /**
         * Make a key: a name, its scopes, an optional expiry; the answer's secret is shown this once
         * @description Needs server-keys.manage (admin).
         */
        post: operations["adminCreateServerKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/server-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One key (never its secret)
         * @description Needs server-keys.manage (admin).
         */
        get: operations["adminGetServerKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/server-keys/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new secret for the same name, scopes and expiry (shown once); the old key stops after graceMinutes (0: at once)
         * @description Needs server-keys.manage (admin).
         */
        post: operations["adminRotateServerKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/server-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a key at once, for good (it stays listed with its uses)
         * @description Needs server-keys.manage (admin).
         */
        post: operations["adminRevokeServerKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/server-key-uses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A key's uses, newest first (filter: keyId, required)
         * @description Needs server-keys.manage (admin).
         */
        get: operations["adminListServerKeyUses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhook endpoints (filters: enabled, event)
         * @description Needs webhooks.manage (admin).
         */
        get: operations["adminListWebhookEndpoints"];
        put?: never;
        /**
         * Register an endpoint: https (plain http only to this machine or outside production)
         * @description Needs webhooks.manage (admin).
         */
        post: operations["adminCreateWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint
         * @description Needs webhooks.manage (admin).
         */
        get: operations["adminGetWebhookEndpoint"];
        /**
         * Change an endpoint's URL, description, event types or whether it is enabled
         * @description Needs webhooks.manage (admin).
         */
        put: operations["adminUpdateWebhookEndpoint"];
        post?: never;
        /**
         * Remove an endpoint and its deliveries
         * @description Needs webhooks.manage (admin).
         */
        delete: operations["adminDeleteWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-endpoints/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's signing secret
         * @description Needs webhooks.manage (admin).
         */
        get: operations["adminRevealWebhookSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-endpoints/{id}/roll-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace an endpoint's signing secret: every delivery from now on is signed with the new one (audited)
         * @description Needs webhooks.manage (admin).
         */
        post: operations["adminRollWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook.test event to this endpoint now; the answer is its delivery after the first attempt (audited)
         * @description Needs webhooks.manage (admin).
         */
        post: operations["adminSendTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhook deliveries (filters: endpointId, status, eventId), newest first
         * @description Needs webhooks.manage (admin).
         */
        get: operations["adminListWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One delivery with its event
         * @description Needs webhooks.manage (admin).
         */
        get: operations["adminGetWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attempt a delivery again now, whatever its state, with the same event id (audited)
         * @description Needs webhooks.manage (admin).
         */
        post: operations["adminResendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/{metric}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One analytics metric over a range of UTC days (staff: analyst, liveops, admin)
         * @description Metrics: overview, active-users, new-players, retention, revenue, revenue-reporting, monetization, shop-sales, economy, active-vips, promo-redemptions, polls, inbox, monsters, leaderboard-scores, summons. Ranges are inclusive and at most 366 days; monsters, leaderboard-scores and summons describe the current state (summons: every pull so far) and ignore the range.
         *
         *     Needs analytics.read (admin, LiveOps or analyst).
         */
        get: operations["adminGetAnalyticsMetric"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ledger/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Audit: for every player, balance = sum of ledger deltas (gold and gems)
         * @description Needs ledger.verify (admin).
         */
        get: operations["adminVerifyLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in player's home: level, xp, currencies, quests */
        get: operations["getHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Monsters, relics and ingredients with slot and cap usage */
        get: operations["getInventory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/items/{id}/sell": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sell a monster (not in a team) or a relic */
        post: operations["sellItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/ingredients/sell": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sell ingredients */
        post: operations["sellIngredient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/relics/{id}/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upgrade a relic one level */
        post: operations["upgradeRelic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/monsters/{id}/transcend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transcend a max-level monster */
        post: operations["transcendMonster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/monsters/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Merge a duplicate monster into another of its species (intoId), which gains its xp */
        post: operations["mergeMonster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/monsters/{id}/skin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Equip one of a monster's skins */
        post: operations["equipSkin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/black-market": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trade ingredients of one rarity */
        post: operations["tradeOnBlackMarket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's three teams of five */
        get: operations["listTeams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{teamSlot}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a whole team at once (listed slots filled, the rest emptied): at most 5, no slot, monster or relic twice, only your own; all or nothing */
        put: operations["saveTeam"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{teamSlot}/members/{slot}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put a monster (and a relic) in a slot */
        put: operations["setTeamMember"];
        post?: never;
        /** Empty a slot */
        delete: operations["clearTeamMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{teamSlot}/swap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Swap two slots of a team */
        post: operations["swapTeamMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A game server reports a finished match for body.userId, with a server key that may report matches (X-Game-Server-Key). Players never report their own: they play battles the server simulates (POST /api/battles). Idempotent by matchId. */
        post: operations["reportMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campaign maps, challenges and PvP opponents */
        get: operations["getPlayOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/battles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Play a battle: the server simulates it with its own seed and applies the result */
        post: operations["startBattle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/battles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A battle's turn-by-turn log and result */
        get: operations["getBattle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily and weekly quests with progress */
        get: operations["listQuests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quests/{key}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim a finished quest's reward (once) */
        post: operations["claimQuest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/achievements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Achievements with progress */
        get: operations["listAchievements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's public profile */
        get: operations["getPublicProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
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
        /** Change display name and cosmetics */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/api/server/players/{userId}/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A game server grants a player gold, gems, monsters, relics or ingredients (a key that may grant rewards). Idempotent by the Idempotency-Key header, per player. */
        post: operations["grantRewardFromServer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every species with the player's status (owned, seen, unknown), counts per element, completion */
        get: operations["getCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collection/species/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One species: where to find it; once seen, its stats by level, ability, mastery, skins and transcendence */
        get: operations["getSpecies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collection/monsters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the player's monsters: level, xp, skin, stats at its level, teams, what it can do */
        get: operations["getOwnedMonster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/elements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The element chart: the damage factor of every element against every other, as battles apply it */
        get: operations["getElementChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/first-steps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in player's first-steps guide and greeting */
        get: operations["getFirstSteps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/first-steps/collection-visit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that the player looked at their collection (the guide's last step); idempotent */
        post: operations["recordCollectionVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in player's gold, gems and VIP state */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Items on sale now, by category, with this player's price and owned flags */
        get: operations["getShop"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's shop and gem purchases, newest first */
        get: operations["listPurchases"];
        put?: never;
        /**
         * Buy a shop item
         * @description Charges the price after discounts, applies the grant and records the purchase in one transaction. The `Idempotency-Key` header (8–100 characters, unique per purchase attempt) makes retries safe: a retry with the same key returns the original result (header `Idempotent-Replayed: true`) and charges nothing.
         */
        post: operations["purchaseShopItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/summons/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every egg's published odds by quality, its pity rule and odds version (public) */
        get: operations["listSummonOdds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/summons/pulls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in player's pulls from eggs, newest first */
        get: operations["listSummonPulls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/packs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gem packs and their prices in a currency */
        get: operations["listGemPacks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start buying a gem pack: returns the Stripe Checkout URL (or the local test checkout's) */
        post: operations["startCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/checkout/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a checkout's gems were credited (the return page polls this) */
        get: operations["getCheckoutStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's webhook (signature verified with STRIPE_WEBHOOK_SECRET)
         * @description Handles checkout.session.completed, checkout.session.async_payment_succeeded, payment_intent.succeeded, charge.refunded and charge.dispute.created. Each event id is stored once: a redelivery answers 200 and does nothing.
         */
        post: operations["receiveStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promo-codes/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem a promo code (case-insensitive) */
        post: operations["redeemPromoCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** VIP state, perks and the passes on sale (bought as shop items: POST /api/shop/purchases) */
        get: operations["getVip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/daily-reward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 28-day calendar, today's day and whether it can be claimed */
        get: operations["getDailyReward"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/daily-reward/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim today's reward (once per UTC day; doubled for VIPs) */
        post: operations["claimDailyReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The remote config's values for the caller (a visitor gets the defaults and the live values)
         * @description Cache it with its ETag and send If-None-Match: the answer is 304 with no body while it is unchanged. Reading it counts as seeing any experiment variant it carries.
         */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events running for this player now and those starting within 7 days, earliest first */
        get: operations["listLiveEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of this player's running or coming events */
        get: operations["getLiveEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-events/{id}/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event's own leaderboard: the top 10, this player's rank and the rewards per rank */
        get: operations["getLiveEventLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Health: {
            /** @enum {string} */
            status: "ok" | "degraded";
            /** @description False when requests that need the database cannot be served (the answer is then a 503) */
            serving: boolean;
            database: {
                reachable: boolean;
                kind: string;
                latencyMs: number | null;
                error?: string;
            };
            migrations: {
                applied: number;
                pending: string[];
            };
            /** @description The read replica (DATABASE_READ_URL), when set; never makes the status degraded */
            replica?: {
                reachable: boolean;
                latencyMs: number | null;
                lagSeconds: number | null;
                error?: string;
            };
            /** @description With REDIS_URL: shared rate limits and cross-instance live events; unreachable = degraded */
            redis?: {
                reachable: boolean;
                latencyMs: number | null;
                error?: string;
            };
            uptimeSeconds: number;
        };
        /** @description Every failure of the API, in one envelope */
        ErrorBody: {
            error: {
                /**
                 * @description What went wrong, for code to branch on
                 * @enum {string}
                 */
                code: "bad_request" | "validation_failed" | "unauthorized" | "payment_required" | "forbidden" | "banned" | "second_factor_required" | "second_factor_setup_required" | "not_found" | "method_not_allowed" | "conflict" | "payload_too_large" | "unprocessable" | "rate_limited" | "internal" | "unavailable";
                /** @description A sentence to show the player or the staff member */
                message: string;
                /** @description Machine-readable specifics: `fields` (field → message) on validation_failed, `reason` on many 403/409 answers, `retryAfterSeconds` on 429 and 503 */
                details?: {
                    [key: string]: unknown;
                };
                /** @description Quote it when reporting a problem */
                requestId?: string;
            };
        };
        Live: {
            /** @enum {string} */
            status: "live";
        };
        SignedUp: {
            user: {
                id: string;
                email: string;
                name: string | null;
                role: string;
            };
            /** @description Where to go next: the resolved callbackUrl. */
            url: string;
        };
        SignUp: {
            email: string;
            password: string;
            name: string;
            /** @description Referring player's id (from /signup?ref=…); unknown ids are ignored. */
            ref?: string;
            csrfToken?: string;
            callbackUrl?: string;
        };
        AuthSession: {
            user: {
                name: string | null;
                email: string;
                image: string | null;
                id: string;
                /** @enum {string} */
                role: "player" | "admin" | "liveops" | "analyst";
            };
            /** Format: date-time */
            expires: string;
        } | Record<string, never>;
        AuthNextUrl: {
            url: string;
        };
        Me: {
            user: {
                id: string;
                email: string;
                name: string | null;
                image: string | null;
                /** @enum {string} */
                role: "player" | "admin" | "liveops" | "analyst";
                hasGameAccess: boolean;
                emailVerified: boolean;
                /** @description A game client's guest: a device id is the only way to sign in */
                isGuest: boolean;
            };
        };
        MailedLink: {
            message: string;
            /**
             * @description smtp: mailed for real; outbox: this is the local demo world, which sends no real mail and keeps it in the local outbox
             * @enum {string}
             */
            delivery: "smtp" | "outbox";
            /**
             * Format: uri
             * @description The local outbox page, when delivery is outbox
             */
            outbox?: string;
        };
        EmailChanged: {
            email: string;
        };
        /** @description Everything the platform holds about one player, as one JSON document (streamed; secrets are said to be present, never shown) */
        PlayerDataArchive: {
            /** @enum {string} */
            format: "monster-arena-player-export";
            /** @enum {number} */
            version: 1;
            /** @description ISO time the archive was made */
            exportedAt: string;
            about: string;
            /** @description The account: e-mail, name, role, level, currencies, VIP, stats */
            player: {
                [key: string]: unknown;
            };
            /** @description Password (present or not, never the value), linked accounts, game apps, devices, mailed links, second factor */
            signInMethods: {
                [key: string]: unknown;
            };
            inventory: {
                [key: string]: unknown;
            } | null;
            monstersAndRelics: {
                [key: string]: unknown;
            }[];
            ingredients: {
                [key: string]: unknown;
            }[];
            teams: {
                [key: string]: unknown;
            }[];
            transcended: {
                [key: string]: unknown;
            }[];
            ownedShopItems: {
                [key: string]: unknown;
            }[];
            achievements: {
                [key: string]: unknown;
            }[];
            masteries: {
                [key: string]: unknown;
            }[];
            quests: {
                [key: string]: unknown;
            }[];
            mapProgress: {
                [key: string]: unknown;
            }[];
            /** @description Every gold and gem change, oldest first */
            walletLedger: {
                [key: string]: unknown;
            }[];
            purchases: {
                shop: {
                    [key: string]: unknown;
                }[];
                payments: {
                    [key: string]: unknown;
                }[];
                summons: {
                    [key: string]: unknown;
                }[];
                summonGuarantees: {
                    [key: string]: unknown;
                }[];
            };
            promoRedemptions: {
                [key: string]: unknown;
            }[];
            gameServerGrants: {
                [key: string]: unknown;
            }[];
            messages: {
                [key: string]: unknown;
            }[];
            pollAnswers: {
                [key: string]: unknown;
            }[];
            leaderboards: {
                current: {
                    [key: string]: unknown;
                }[];
                past: {
                    [key: string]: unknown;
                }[];
            };
            matches: {
                [key: string]: unknown;
            }[];
            signIns: {
                [key: string]: unknown;
            }[];
            bans: {
                current: {
                    [key: string]: unknown;
                } | null;
                history: {
                    [key: string]: unknown;
                }[];
            };
            staffActionsAboutYou: {
                [key: string]: unknown;
            }[];
            otherActivity: {
                [key: string]: unknown;
            }[];
            activityDays: string[];
        };
        DeletionScheduled: {
            /** @enum {string} */
            kind: "scheduled";
            /** @description ISO time the account is erased unless the player signs in again */
            dueAt: string;
            message: string;
        };
        DeletionLinkMailed: {
            /** @enum {string} */
            kind: "link_mailed";
            message: string;
            /** @enum {string} */
            delivery: "smtp" | "outbox";
            /**
             * Format: uri
             * @description The local outbox page, when delivery is outbox
             */
            outbox?: string;
        };
        DeletionConfirmed: {
            dueAt: string;
            message: string;
        };
        ClientSignIn: components["schemas"]["ClientTokens"] & {
            /** @description True when this sign-in created the player */
            isNewPlayer: boolean;
        };
        ClientTokens: {
            /** @enum {string} */
            tokenType: "Bearer";
            /** @description Send as `Authorization: Bearer <accessToken>`, and as `auth.token` to Socket.IO */
            accessToken: string;
            /** @description Seconds the access token works */
            expiresIn: number;
            /** @description Spent by POST /api/client/auth/refresh; each refresh returns a new one */
            refreshToken: string;
            /** @description Seconds the refresh token works if unused */
            refreshExpiresIn: number;
            sessionId: string;
            player: {
                id: string;
                name: string | null;
                /** @description True while a device id is the player's only way to sign in */
                isGuest: boolean;
            };
        };
        ClientSession: {
            id: string;
            /** @enum {string} */
            method: "device" | "password" | "google" | "discord";
            clientName: string | null;
            createdAt: string;
            lastUsedAt: string;
        };
        InboxPage: {
            messages: components["schemas"]["Message"][];
            counts: components["schemas"]["InboxCounts"];
            /** @description Pass as `cursor` for the next page; null on the last page */
            nextCursor: string | null;
        };
        Message: {
            id: number;
            title: string;
            /** @description Rendered on the server from the template and params */
            text: string;
            template: string | null;
            params: {
                [key: string]: unknown;
            };
            rewards: components["schemas"]["Reward"];
            action: {
                type: string;
                target: string;
            } | null;
            isRead: boolean;
            areRewardsCollected: boolean;
            hasRewardsToCollect: boolean;
            hasPerformedAction: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
        };
        Reward: {
            gold?: number;
            gems?: number;
            items?: ({
                /** @enum {string} */
                type: "monster";
                name: string;
                /** @enum {string} */
                quality: "common" | "rare" | "epic" | "legendary";
                level?: number;
            } | {
                /** @enum {string} */
                type: "relic";
                name: string;
                /** @enum {string} */
                quality: "common" | "rare" | "epic" | "legendary";
                level?: number;
            })[];
            ingredients?: {
                name: string;
                quantity: number;
            }[];
            vipDays?: number;
            gameAccess?: boolean;
        } | null;
        InboxCounts: {
            unread: number;
            toCollect: number;
            total: number;
        };
        CollectedAllRewards: {
            collected: {
                messageId: number;
                granted: {
                    gold?: number;
                    gems?: number;
                    items?: ({
                        /** @enum {string} */
                        type: "monster";
                        name: string;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                        level?: number;
                    } | {
                        /** @enum {string} */
                        type: "relic";
                        name: string;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                        level?: number;
                    })[];
                    ingredients?: {
                        name: string;
                        quantity: number;
                    }[];
                    vipDays?: number;
                    gameAccess?: boolean;
                };
            }[];
            total: {
                gold?: number;
                gems?: number;
                items?: ({
                    /** @enum {string} */
                    type: "monster";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                } | {
                    /** @enum {string} */
                    type: "relic";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                })[];
                ingredients?: {
                    name: string;
                    quantity: number;
                }[];
                vipDays?: number;
                gameAccess?: boolean;
            };
            waiting: {
                messageId: number;
                overflow: {
                    gold?: number;
                    gems?: number;
                    items?: ({
                        /** @enum {string} */
                        type: "monster";
                        name: string;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                        level?: number;
                    } | {
                        /** @enum {string} */
                        type: "relic";
                        name: string;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                        level?: number;
                    })[];
                    ingredients?: {
                        name: string;
                        quantity: number;
                    }[];
                    vipDays?: number;
                    gameAccess?: boolean;
                };
            }[];
            balances: {
                /** @enum {string} */
                currency: "gold" | "gems";
                delta: number;
                balanceAfter: number;
            }[];
        };
        CollectedRewards: {
            messageId: number;
            granted: {
                gold?: number;
                gems?: number;
                items?: ({
                    /** @enum {string} */
                    type: "monster";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                } | {
                    /** @enum {string} */
                    type: "relic";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                })[];
                ingredients?: {
                    name: string;
                    quantity: number;
                }[];
                vipDays?: number;
                gameAccess?: boolean;
            };
            balances: {
                /** @enum {string} */
                currency: "gold" | "gems";
                delta: number;
                balanceAfter: number;
            }[];
            itemIds: number[];
        };
        PerformedAction: {
            messageId: number;
            action: {
                type: string;
                target: string;
            };
            firstTime: boolean;
        };
        CurrentPoll: {
            current: components["schemas"]["PlayerPoll"] | null;
        };
        PlayerPoll: {
            poll: components["schemas"]["Poll"];
            answer: string | null;
            results: components["schemas"]["PollResults"] | null;
        };
        Poll: {
            id: number;
            key: string;
            question: string;
            options: string[];
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            rewards: components["schemas"]["Reward"];
        };
        PollResults: {
            key: string;
            total: number;
            options: {
                option: string;
                count: number;
                percent: number;
            }[];
        };
        PollAnswered: {
            key: string;
            answer: string;
            reward: ({
                granted: {
                    gold?: number;
                    gems?: number;
                    items?: ({
                        /** @enum {string} */
                        type: "monster";
                        name: string;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                        level?: number;
                    } | {
                        /** @enum {string} */
                        type: "relic";
                        name: string;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                        level?: number;
                    })[];
                    ingredients?: {
                        name: string;
                        quantity: number;
                    }[];
                    vipDays?: number;
                    gameAccess?: boolean;
                };
            } & {
                [key: string]: unknown;
            }) | null;
            results: components["schemas"]["PollResults"];
        };
        Leaderboards: {
            boards: components["schemas"]["Leaderboard"][];
        };
        Leaderboard: {
            id: number;
            /** @enum {string} */
            periodicity: "daily" | "weekly" | "monthly" | "season" | "allTime";
            type: string;
            operator: string;
            /** Format: date-time */
            periodStart: string;
            /**
             * Format: date-time
             * @description When the period ends; null for all-time boards
             */
            nextResetAt: string | null;
        };
        LeaderboardTop: {
            board: components["schemas"]["Leaderboard"];
            rows: components["schemas"]["Contender"][];
            /** @description Pass as `cursor` for the next page; null on the last page */
            nextCursor: string | null;
        };
        Contender: {
            rank: number;
            userId: string;
            name: string | null;
            /** @description The contender's avatar (a cosmetic id, as in the shop) */
            avatar: string;
            /** @description The contender's frame (a cosmetic id) */
            frame: string;
            score: number;
            /** Format: date-time */
            reachedAt: string;
        };
        LeaderboardAroundMe: {
            board: components["schemas"]["Leaderboard"];
            me: components["schemas"]["Contender"] | null;
            above: components["schemas"]["Contender"][];
            below: components["schemas"]["Contender"][];
        };
        LeaderboardPeriods: {
            board: components["schemas"]["Leaderboard"];
            periods: components["schemas"]["ArchivedPeriod"][];
        };
        ArchivedPeriod: {
            /** Format: date-time */
            periodStart: string;
            /** Format: date-time */
            periodEnd: string;
            contenders: number;
        };
        LeaderboardStandings: {
            periodStart: string;
            rows: components["schemas"]["Contender"][];
            /** @description Pass as `cursor` for the next page; null on the last page */
            nextCursor: string | null;
            /** @description The signed-in player's own final row */
            me: components["schemas"]["Contender"] | null;
        };
        Job: {
            /** @description The job name (react-admin record id). */
            id: string;
            name: string;
            /**
             * @description Cron pattern
             * @example 0 0 * * *
             */
            schedule: string;
            /** @enum {string} */
            timezone: "UTC";
            description: string;
            /** Format: date-time */
            nextRunAt: string | null;
            lastRun: components["schemas"]["JobLastRun"];
        };
        JobLastRun: {
            id: number;
            /** @enum {string} */
            status: "running" | "succeeded" | "failed";
            trigger: string;
            /** Format: date-time */
            scheduledAt: string;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            finishedAt: string | null;
            counts: {
                [key: string]: number;
            } | null;
            error: string | null;
            instance: string | null;
        } | null;
        /** @description The staff API's errors: react-admin's fields beside the envelope, on every error its routes raise (not on those of the envelope around every request: a body too large, a write from another site) */
        AdminErrorBody: components["schemas"]["ErrorBody"] & {
            /** @description react-admin's notification */
            message?: string;
            /** @description field → message, and root.serverError */
            errors?: {
                [key: string]: unknown;
            };
        };
        JobRun: {
            id: number;
            job: string;
            /** @enum {string} */
            status: "running" | "succeeded" | "failed";
            /** @description schedule, catch-up, manual (console) or cli */
            trigger: string;
            /** Format: date-time */
            scheduledAt: string;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            finishedAt: string | null;
            durationMs: number | null;
            counts: {
                [key: string]: number;
            } | null;
            error: string | null;
            instance: string | null;
            /** @description Who ran it by hand */
            actor: components["schemas"]["Person"] | null;
        };
        Person: {
            id: string;
            /** @description Display name; null without a profile */
            name: string | null;
            /** @description Masked for analysts */
            email: string;
            /** @enum {string} */
            role: "player" | "admin" | "liveops" | "analyst";
        };
        StartedJobRun: {
            id: number;
            job: string;
            /** @enum {string} */
            trigger: "manual";
            /** @enum {string} */
            status: "running";
            /** Format: date-time */
            scheduledAt: string;
            /** Format: date-time */
            startedAt: string;
        };
        AdminSentMessage: {
            id: number;
            /** Format: date-time */
            createdAt: string;
            actorId: string | null;
            target: {
                [key: string]: unknown;
            } | null;
            /** @enum {string|null} */
            targetKind: "player" | "segment" | "everyone" | "audience" | null;
            /** @description A saved audience's name when sent */
            audienceName: string | null;
            userId: string | null;
            /** @description Who sent it, by name (in lists) */
            actor?: components["schemas"]["Person"] | null;
            /** @description The one player it went to (in lists) */
            user?: components["schemas"]["Person"] | null;
            batchId: string;
            message: string;
            template: string | null;
            title: string;
            text: string;
            rewards: {
                gold?: number;
                gems?: number;
                items?: ({
                    /** @enum {string} */
                    type: "monster";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                } | {
                    /** @enum {string} */
                    type: "relic";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                })[];
                ingredients?: {
                    name: string;
                    quantity: number;
                }[];
                vipDays?: number;
                gameAccess?: boolean;
            } | null;
            expiresAt: string | null;
            count: number;
        };
        AdminSentMessageWithDelivery: {
            id: number;
            /** Format: date-time */
            createdAt: string;
            actorId: string | null;
            target: {
                [key: string]: unknown;
            } | null;
            /** @enum {string|null} */
            targetKind: "player" | "segment" | "everyone" | "audience" | null;
            /** @description A saved audience's name when sent */
            audienceName: string | null;
            userId: string | null;
            /** @description Who sent it, by name (in lists) */
            actor?: components["schemas"]["Person"] | null;
            /** @description The one player it went to (in lists) */
            user?: components["schemas"]["Person"] | null;
            batchId: string;
            message: string;
            template: string | null;
            title: string;
            text: string;
            rewards: {
                gold?: number;
                gems?: number;
                items?: ({
                    /** @enum {string} */
                    type: "monster";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                } | {
                    /** @enum {string} */
                    type: "relic";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                })[];
                ingredients?: {
                    name: string;
                    quantity: number;
                }[];
                vipDays?: number;
                gameAccess?: boolean;
            } | null;
            expiresAt: string | null;
            count: number;
            delivery: {
                remaining: number;
                read: number;
                collected: number;
            };
        };
        SentMessages: {
            id: number;
            batchId: string;
            count: number;
            userId: string | null;
        };
        AdminMessageTemplate: {
            id: string;
            title: string;
            text: string;
            params: string[];
        };
        AdminAnnouncement: {
            id: number;
            /** Format: date-time */
            createdAt: string;
            actorId: string | null;
            target: {
                [key: string]: unknown;
            } | null;
            /** @enum {string|null} */
            targetKind: "player" | "segment" | "everyone" | "audience" | null;
            /** @description A saved audience's name when sent */
            audienceName: string | null;
            userId: string | null;
            /** @description Who sent it, by name (in lists) */
            actor?: components["schemas"]["Person"] | null;
            /** @description The one player it went to (in lists) */
            user?: components["schemas"]["Person"] | null;
            announcementId: string;
            title: string;
            body: string;
        };
        AdminScheduledSend: {
            id: number;
            /** Format: date-time */
            createdAt: string;
            /** @description Who scheduled it */
            actorId: string | null;
            target: {
                [key: string]: unknown;
            } | null;
            /** @enum {string|null} */
            targetKind: "player" | "segment" | "everyone" | "audience" | null;
            /** @description The saved audience's name, for an audience target */
            audienceName: string | null;
            userId: string | null;
            /** @description Who sent it, by name (in lists) */
            actor?: components["schemas"]["Person"] | null;
            /** @description The one player it went to (in lists) */
            user?: components["schemas"]["Person"] | null;
            /** @enum {string} */
            kind: "message" | "announcement";
            /** @description What goes out: the message's or the announcement's title */
            title: string;
            /** @description A message send's {target, draft}, or an announcement's {title, body, target} */
            payload: {
                [key: string]: unknown;
            };
            recurrence: {
                /** @enum {string} */
                every: "hour" | "day" | "week";
                interval: number;
                /** Format: date-time */
                until: string | null;
            } | null;
            /**
             * Format: date-time
             * @description The next time it goes out (UTC); null once done or cancelled
             */
            at: string | null;
            /** @description The operator's IANA time zone, for showing the times */
            timeZone: string;
            /** @enum {string} */
            status: "scheduled" | "done" | "cancelled";
            sentCount: number;
            /** Format: date-time */
            lastSentAt: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminScheduledSendWithOccurrences: {
            id: number;
            /** Format: date-time */
            createdAt: string;
            /** @description Who scheduled it */
            actorId: string | null;
            target: {
                [key: string]: unknown;
            } | null;
            /** @enum {string|null} */
            targetKind: "player" | "segment" | "everyone" | "audience" | null;
            /** @description The saved audience's name, for an audience target */
            audienceName: string | null;
            userId: string | null;
            /** @description Who sent it, by name (in lists) */
            actor?: components["schemas"]["Person"] | null;
            /** @description The one player it went to (in lists) */
            user?: components["schemas"]["Person"] | null;
            /** @enum {string} */
            kind: "message" | "announcement";
            /** @description What goes out: the message's or the announcement's title */
            title: string;
            /** @description A message send's {target, draft}, or an announcement's {title, body, target} */
            payload: {
                [key: string]: unknown;
            };
            recurrence: {
                /** @enum {string} */
                every: "hour" | "day" | "week";
                interval: number;
                /** Format: date-time */
                until: string | null;
            } | null;
            /**
             * Format: date-time
             * @description The next time it goes out (UTC); null once done or cancelled
             */
            at: string | null;
            /** @description The operator's IANA time zone, for showing the times */
            timeZone: string;
            /** @enum {string} */
            status: "scheduled" | "done" | "cancelled";
            sentCount: number;
            /** Format: date-time */
            lastSentAt: string | null;
            /** Format: date-time */
            updatedAt: string;
            /** @description Players its messages reached, in all */
            playersReached: number;
            occurrences: {
                /** Format: date-time */
                dueAt: string;
                /** Format: date-time */
                sentAt: string;
                /** @description The sent history's row */
                historyId: number | null;
                /** @description Players reached (0 for an announcement) */
                count: number;
            }[];
        };
        AdminAudience: {
            id: number;
            name: string;
            description: string;
            /** @description The conditions (AudienceRules); null when they no longer parse (matches nobody) */
            rules: {
                [key: string]: unknown;
            } | null;
            /** @description Players in it now */
            size: number;
            createdById: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminAudiencePreview: {
            /** @description Players the rules hold now */
            size: number;
            sample: {
                id: string;
                name: string | null;
                level: number;
                /** @description Of the latest completed payment */
                country: string | null;
            }[];
        };
        AdminLiveEvent: {
            id: number;
            name: string;
            description: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            /** @description null: every player */
            audienceId: number | null;
            audienceName: string | null;
            modifiers: ({
                /** @enum {string} */
                kind: "goldMultiplier";
                factor: number;
            } | {
                /** @enum {string} */
                kind: "xpMultiplier";
                factor: number;
            } | {
                /** @enum {string} */
                kind: "dropRateBoost";
                factor: number;
            } | {
                /** @enum {string} */
                kind: "shopDiscount";
                percent: number;
                /**
                 * @default null
                 * @enum {string|null}
                 */
                category: "monsters" | "relics" | "ingredients" | "cosmetics" | "vip" | "slots" | null;
            } | {
                /** @enum {string} */
                kind: "featuredSummon";
                /** @enum {string} */
                egg: "wild" | "ember" | "tide" | "grove" | "stone" | "gale" | "dawn" | "dusk" | "radiant" | "starborn";
                /** @default null */
                discountPercent: number | null;
            } | {
                /** @enum {string} */
                kind: "leaderboard";
                /** @enum {string} */
                stat: "elo" | "kills" | "bossPoints" | "killPoints" | "pveWins";
                rewards: {
                    fromRank: number;
                    toRank: number;
                    reward: {
                        gold?: number;
                        gems?: number;
                    };
                }[];
            })[];
            /** @description The modifiers in words, in the same order */
            effects: string[];
            /** @enum {string} */
            status: "scheduled" | "running" | "ended" | "cancelled";
            cancelledAt: string | null;
            /** @description The event's own board (its leaderboard modifier), if any */
            leaderboardId: number | null;
            /** @description When the end was settled: the board's rank rewards sent (none if cancelled) */
            settledAt: string | null;
            /** @description One event only: its own leaderboard's top 10 as it stands (final once ended); null without one */
            standings?: {
                /** @description What the board ranks, in words */
                stat: string;
                /** @description What each final rank pays, in words */
                rewards: string[];
                top: {
                    rank: number;
                    name: string;
                    score: number;
                    userId: string;
                }[];
                settled: boolean;
                rewardsPaid: boolean;
            } | null;
            createdById: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminLiveEventResults: {
            id: number;
            name: string;
            /** @enum {string} */
            status: "scheduled" | "running" | "ended" | "cancelled";
            /** Format: date-time */
            from: string;
            /**
             * Format: date-time
             * @description The end, the cancellation or now
             */
            to: string;
            /** @description Distinct players who played or bought under the event */
            participants: number;
            /** @description Battles the event's modifiers applied to */
            eventBattles: number;
            /** @description Battles of players outside the event, in the same window */
            otherBattles: number;
            /** @description Gold the event's multiplier added */
            goldBonus: number;
            eventPurchases: number;
            eventSpend: {
                gold: number;
                gems: number;
            };
            revenue: {
                currency: string;
                amount: number;
                payments: number;
            }[];
            days: {
                /** Format: date */
                day: string;
                eventBattles: number;
                otherBattles: number;
                goldBonus: number;
                eventPurchases: number;
                players: number;
                payments: number;
            }[];
        };
        AdminExperiment: {
            id: number;
            /** @description Set once: players' variants are worked out from it */
            key: string;
            name: string;
            hypothesis: string;
            /** @enum {string} */
            status: "draft" | "running" | "stopped" | "shipped";
            /** @description null: every player */
            audienceId: number | null;
            audienceName: string | null;
            trafficPercent: number;
            /** @description The first is the control */
            variants: components["schemas"]["AdminExperimentVariant"][];
            /**
             * @description The metric the experiment is meant to move
             * @enum {string|null}
             */
            metric: "payerConversion" | "d1Retention" | "d7Retention" | "arppu" | "battlesPerPlayer" | "shopPurchasesPerPlayer" | null;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            stoppedAt: string | null;
            shippedVariant: string | null;
            /** @description Players exposed to a variant so far */
            exposed: number;
            createdById: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminExperimentVariant: {
            key: string;
            name: string;
            /** @description Relative share of the experiment's traffic */
            weight: number;
            /** @description Remote config values: {key: value} */
            values: {
                [key: string]: unknown;
            };
        };
        AdminExperimentResults: {
            experiment: {
                id: number;
                key: string;
                name: string;
                status: string;
                /** Format: date-time */
                startedAt: string | null;
                /** Format: date-time */
                stoppedAt: string | null;
                /** @enum {string|null} */
                metric: "payerConversion" | "d1Retention" | "d7Retention" | "arppu" | "battlesPerPlayer" | "shopPurchasesPerPlayer" | null;
                shippedVariant: string | null;
            };
            variants: {
                key: string;
                name: string;
                weight: number;
                exposed: number;
            }[];
            metrics: {
                /** @enum {string} */
                key: "payerConversion" | "d1Retention" | "d7Retention" | "arppu" | "battlesPerPlayer" | "shopPurchasesPerPlayer";
                name: string;
                /** @enum {string} */
                kind: "proportion" | "mean";
                description: string;
                control: {
                    variant: string;
                    n: number;
                    value: number | null;
                };
                variants: {
                    variant: string;
                    n: number;
                    value: number | null;
                    /** @description variant − control */
                    difference: number | null;
                    /** @description The 95 % interval of the difference */
                    ciLow: number | null;
                    ciHigh: number | null;
                    /** @description The 95 % interval leaves out zero */
                    significant: boolean;
                    /** @description Why the values are null, in words */
                    note: string | null;
                }[];
            }[];
            sampleRatio: {
                chiSquare: number;
                degreesOfFreedom: number;
                pValue: number;
                mismatch: boolean;
                message: string;
            };
        };
        AdminPlayer: {
            id: string;
            /** @description Masked (p***@example.com) for analysts */
            email: string;
            displayName: string | null;
            /** @enum {string} */
            role: "player" | "admin" | "liveops" | "analyst";
            level: number;
            gold: number;
            gems: number;
            createdAt: string;
            lastActiveAt: string | null;
            vipExpiresAt: string | null;
            isBanned: boolean;
            bannedUntil: string | null;
            /** @description A game client's guest: email is a stand-in until they link one */
            isGuest: boolean;
            /** @description A pending or carried-out account deletion; null when none */
            deletion: {
                requestedAt: string | null;
                /** @description Erased then unless the player signs in again */
                dueAt: string | null;
                /** @description Erased: personal data removed */
                deletedAt: string | null;
            } | null;
        };
        AdminPlayerDetail: components["schemas"]["AdminPlayer"] & {
            xp: number;
            loginDay: number;
            hasClaimedDailyReward: boolean;
            hasGameAccess: boolean;
            totalVipDays: number;
            campaignProgress: number;
            lastLoginDate: string | null;
            profile: {
                avatar: string;
                banner: string;
                frame: string;
            } | null;
            wallet: {
                gold: number;
                gems: number;
            };
            ban: {
                reason: string | null;
                bannedAt: string | null;
                bannedUntil: string | null;
                bannedById: string | null;
            } | null;
            stats: {
                [key: string]: unknown;
            } | null;
            inventory: {
                monsters: number;
                relics: number;
                ingredients: number;
                monsterSlots: number;
                relicSlots: number;
                ingredientSlots: number;
            };
        };
        BanState: {
            isBanned: boolean;
            banReason: string | null;
            bannedAt: string | null;
            bannedUntil: string | null;
            bannedById: string | null;
        };
        StaffGrantResult: {
            granted: {
                gold?: number;
                gems?: number;
                items?: ({
                    /** @enum {string} */
                    type: "monster";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                } | {
                    /** @enum {string} */
                    type: "relic";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                })[];
                ingredients?: {
                    name: string;
                    quantity: number;
                }[];
                vipDays?: number;
                gameAccess?: boolean;
            };
            overflow: {
                gold?: number;
                gems?: number;
                items?: ({
                    /** @enum {string} */
                    type: "monster";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                } | {
                    /** @enum {string} */
                    type: "relic";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                })[];
                ingredients?: {
                    name: string;
                    quantity: number;
                }[];
                vipDays?: number;
                gameAccess?: boolean;
            } | null;
            overflowMessageId: number | null;
            wallet: {
                gold: number;
                gems: number;
                vipExpiresAt: string | null;
                hasGameAccess: boolean;
            };
        };
        HistoryRow: {
            id: number;
            createdAt: string;
            type: string;
            userId: string | null;
            actorId: string | null;
            /** @description The staff member who acted */
            actor: components["schemas"]["Person"] | null;
            /** @description The player the entry concerns */
            user: components["schemas"]["Person"] | null;
            /** @description The leaderboard the entry names (data.leaderboardId), to name it in words */
            leaderboard: {
                id: number;
                periodicity: string;
                type: string;
            } | null;
            /** @description E-mails masked for analysts */
            data?: unknown;
        };
        AdminPlayerItem: {
            id: number;
            userId: string;
            /** @enum {string} */
            type: "monster" | "relic";
            name: string;
            /** @enum {string} */
            quality: "common" | "rare" | "epic" | "legendary";
            level: number;
            maxLevel: number;
            xp: number;
            /** @description Monsters only */
            element: string | null;
            /** @description The monster's equipped skin's key, for its picture */
            skinId: string | null;
            /** @description The monster's equipped skin, in words */
            skin: string | null;
            createdAt: string;
        };
        AdminPlayerIngredient: {
            id: number;
            userId: string;
            name: string;
            /** @enum {string|null} */
            rarity: "common" | "rare" | "epic" | "legendary" | null;
            quantity: number;
        };
        AdminPlayerBan: {
            id: number;
            createdAt: string;
            userId: string;
            /** @enum {string} */
            event: "Banned" | "Unbanned" | "Ban ended";
            /** @description The staff member; null when a timed ban ended */
            by: components["schemas"]["Person"] | null;
            /** @description A ban's reason, or the note given when lifting it (null: none) */
            reason: string | null;
            /** @description A ban's planned end (null = permanent); null on the other rows */
            until: string | null;
            /** @description The ban an unban or a timed ending lifted; null on a ban */
            lifted: {
                reason: string | null;
                until: string | null;
            } | null;
        };
        AdminPlayerSignIn: {
            id: number;
            createdAt: string;
            userId: string;
            outcome: string;
            method: string;
            /** @description The client's IP address */
            address: string | null;
        };
        AdminPlayerSummonPull: components["schemas"]["SummonPull"] & {
            userId: string;
            createdAt: string;
        };
        SummonPull: {
            id: number;
            /** @description The egg's id, as in /api/summons/odds */
            egg: string;
            eggName: string;
            /** @description The odds the pull was drawn with */
            oddsVersion: string;
            /** @enum {string} */
            quality: "common" | "rare" | "epic" | "legendary";
            species: string;
            /** @description The monster in the inventory; null once it has left it */
            itemId: number | null;
            /** @description The guarantee decided this pull */
            pityApplied: boolean;
            /** Format: date-time */
            pulledAt: string;
        };
        PlayerDeletionState: {
            /** @description ISO time the account was erased (delete now) */
            deletedAt: string | null;
            /** @description ISO time the account will be erased unless the player signs in again */
            deletionDueAt: string | null;
        };
        PlayerDeletionCancelled: {
            deletionDueAt: null;
        };
        AdminPromoCode: {
            id: number;
            code: string;
            description: string;
            rewards: {
                gold?: number;
                gems?: number;
                items?: ({
                    /** @enum {string} */
                    type: "monster";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                } | {
                    /** @enum {string} */
                    type: "relic";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                })[];
                ingredients?: {
                    name: string;
                    quantity: number;
                }[];
                vipDays?: number;
                gameAccess?: boolean;
            };
            maxUses: number | null;
            currentUses: number;
            expiresAt: string | null;
            createdAt: string;
            /** @enum {string} */
            status: "active" | "expired" | "used_up";
            /** @description Only players in this saved audience may redeem it; null: anyone */
            audienceId: number | null;
        };
        AdminPromoCodeBatch: {
            prefix: string;
            count: number;
            codes: {
                id: number;
                code: string;
            }[];
        };
        AdminPromoCodeRedemption: {
            id: number;
            promoCodeId: number;
            userId: string;
            displayName: string | null;
            redeemedAt: string;
        };
        AdminRemoteConfig: {
            /** @description The live version; null before the first save (every key at its default) */
            live: components["schemas"]["AdminConfigVersion"] | null;
            groups: {
                group: string;
                label: string;
            }[];
            keys: {
                key: string;
                label: string;
                description: string;
                group: string;
                /** @description Where it shows in the game, in words */
                groupLabel: string;
                input: {
                    /** @enum {string} */
                    kind: "text";
                    minLength: number;
                    maxLength: number;
                } | {
                    /** @enum {string} */
                    kind: "boolean";
                } | {
                    /** @enum {string} */
                    kind: "number";
                    min: number;
                    max: number;
                } | {
                    /** @enum {string} */
                    kind: "choice";
                    choices: {
                        value: string;
                        label: string;
                    }[];
                };
                /** @description What a value must be, in words */
                rule: string;
                /** @description The default in code */
                default: string | number | boolean;
            }[];
        };
        AdminConfigVersion: components["schemas"]["AdminConfigVersionRow"] & {
            document: {
                /** @description Key → value; a key left out takes the layer below it (the default in code) */
                values: {
                    [key: string]: string | number | boolean;
                };
                audiences: {
                    audienceId: number;
                    /** @description null: the audience was deleted since */
                    audienceName: string | null;
                    /** @description Key → value; a key left out takes the layer below it (the default in code) */
                    values: {
                        [key: string]: string | number | boolean;
                    };
                }[];
            };
        };
        AdminConfigVersionRow: {
            id: number;
            note: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Who saved it; null for the platform (the seed) or a deleted account */
            createdBy: components["schemas"]["Person"] | null;
            /** @description The version it restored, if any */
            restoredFromId: number | null;
            /** @description The newest version is the live one */
            isLive: boolean;
            /** @description What it changed from the version before it, in words (empty: nothing) */
            changes: string[];
        };
        AdminRemoteConfigPreview: {
            player: {
                id: string;
                name: string | null;
                email: string;
            };
            version: number;
            values: {
                key: string;
                label: string;
                value: string | number | boolean;
                valueInWords: string;
                /** @description Where the value came from, in words */
                source: string;
                isDefault: boolean;
            }[];
            experiments: {
                experiment: string;
                variant: string;
            }[];
        };
        AdminPoll: {
            id: number;
            key: string;
            question: string;
            options: string[];
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            rewards: {
                gold?: number;
                gems?: number;
                items?: ({
                    /** @enum {string} */
                    type: "monster";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                } | {
                    /** @enum {string} */
                    type: "relic";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                })[];
                ingredients?: {
                    name: string;
                    quantity: number;
                }[];
                vipDays?: number;
                gameAccess?: boolean;
            } | null;
            /** @enum {string} */
            status: "scheduled" | "running" | "ended";
            answers: number;
        };
        AdminPollWithResults: {
            id: number;
            key: string;
            question: string;
            options: string[];
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            rewards: {
                gold?: number;
                gems?: number;
                items?: ({
                    /** @enum {string} */
                    type: "monster";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                } | {
                    /** @enum {string} */
                    type: "relic";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                })[];
                ingredients?: {
                    name: string;
                    quantity: number;
                }[];
                vipDays?: number;
                gameAccess?: boolean;
            } | null;
            /** @enum {string} */
            status: "scheduled" | "running" | "ended";
            answers: number;
            results: {
                key: string;
                total: number;
                options: {
                    option: string;
                    count: number;
                    percent: number;
                }[];
            };
        };
        AdminPollDefinition: {
            id: number;
            key: string;
            question: string;
            options: string[];
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            rewards: {
                gold?: number;
                gems?: number;
                items?: ({
                    /** @enum {string} */
                    type: "monster";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                } | {
                    /** @enum {string} */
                    type: "relic";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                })[];
                ingredients?: {
                    name: string;
                    quantity: number;
                }[];
                vipDays?: number;
                gameAccess?: boolean;
            } | null;
        };
        AdminShopItem: {
            id: number;
            name: string;
            /** @enum {string} */
            category: "monsters" | "relics" | "ingredients" | "cosmetics" | "vip" | "slots";
            /** @description The grant's kind */
            type: string;
            tier: number;
            price: number;
            /** @enum {string} */
            currency: "gold" | "gems";
            discount: number;
            isAvailable: boolean;
            isOneTime: boolean;
            /** @description Never drawn by the rotation again */
            isRetired: boolean;
            lastAvailable: string | null;
            grant: {
                /** @enum {string} */
                kind: "monster";
                name: string;
                /** @enum {string} */
                quality: "common" | "rare" | "epic" | "legendary";
            } | {
                /** @enum {string} */
                kind: "relic";
                name: string;
                /** @enum {string} */
                quality: "common" | "rare" | "epic" | "legendary";
            } | {
                /** @enum {string} */
                kind: "summon";
                egg: string;
            } | {
                /** @enum {string} */
                kind: "ingredient";
                name: string;
                quantity: number;
            } | {
                /** @enum {string} */
                kind: "cosmetic";
                /** @enum {string} */
                slot: "avatar" | "banner" | "frame";
                id: string;
            } | {
                /** @enum {string} */
                kind: "vipDays";
                days: number;
            } | {
                /** @enum {string} */
                kind: "gameAccess";
            } | {
                /** @enum {string} */
                kind: "slots";
                /** @enum {string} */
                inventory: "monsterSlots" | "relicSlots" | "ingredientSlots" | "ingredientsCap";
                amount: number;
            };
            timesBought: number;
        };
        ShopRotation: {
            day: string;
            available: number;
            discounted: number;
            items: {
                id: number;
                name: string;
                category: string;
                discount: number;
            }[];
        };
        AdminLeaderboard: {
            id: number;
            periodicity: string;
            type: string;
            /** @enum {string} */
            operator: "best" | "set" | "increment";
            periodStart: string;
            nextResetAt: string | null;
            /** @description Rank rewards from the catalogue (read-only) */
            brackets: {
                fromRank: number;
                toRank: number;
                reward: {
                    gold?: number;
                    gems?: number;
                };
            }[];
        };
        AdminLeaderboardDetail: {
            id: number;
            periodicity: string;
            type: string;
            /** @enum {string} */
            operator: "best" | "set" | "increment";
            periodStart: string;
            nextResetAt: string | null;
            /** @description Rank rewards from the catalogue (read-only) */
            brackets: {
                fromRank: number;
                toRank: number;
                reward: {
                    gold?: number;
                    gems?: number;
                };
            }[];
            contenders: number;
            periods: {
                periodStart: string;
                periodEnd: string;
                contenders: number;
            }[];
        };
        LeaderboardReset: {
            leaderboardId: number;
            rewarded: number;
            closed: {
                periodStart: string;
                periodEnd: string;
                nextPeriodStart: string;
                archived: number;
                cleared: number;
            } | null;
        };
        LeaderboardStanding: {
            id: number;
            rank: number;
            userId: string;
            name: string | null;
            score: number;
            reachedAt: string;
        };
        ArchivedStanding: {
            id: number;
            rank: number;
            userId: string;
            name: string | null;
            score: number;
            periodStart: string;
            periodEnd: string;
            rewardSent: boolean;
        };
        AdminTransaction: {
            id: number;
            createdAt: string;
            userId: string;
            playerName: string | null;
            gems: number;
            /** @description Minor units (cents) */
            price: number;
            currency: string;
            country: string | null;
            /** @enum {string} */
            status: "completed" | "refunded" | "disputed";
            description: string;
            paymentIntentId: string;
            chargeId: string | null;
            checkoutSessionId: string | null;
        };
        TransactionRefund: {
            transaction: components["schemas"]["AdminTransaction"];
            /** @description Gems taken back */
            taken: number;
            /** @description Gems the player had already spent */
            shortfall: number;
            balanceAfter: number;
            /** @description null in the local test mode */
            stripeRefundId: string | null;
        };
        AdminSecondFactorStatus: {
            /**
             * @description This session: passed; needed (enter a code); setup_needed (set one up); not_needed (optional and not set up)
             * @enum {string}
             */
            state: "passed" | "needed" | "setup_needed" | "not_needed";
            /** @enum {string} */
            factor: "on" | "pending" | "off";
            confirmedAt: string | null;
            /** @description The role (or the staff security policy) requires one */
            required: boolean;
            recoveryCodesLeft: number;
        };
        AdminSecondFactorSetup: {
            /** @description otpauth://totp/… for an authenticator app */
            otpauthUri: string;
            /** @description The secret (base32) in groups of four, for typing it in */
            secret: string;
            /** @description The otpauth URI as a QR code (SVG) */
            qrCodeSvg: string;
        };
        AdminRecoveryCodes: {
            /** @description Shown this once; kept only hashed */
            recoveryCodes: string[];
        };
        AdminSecondFactorCode: {
            code: string;
        };
        AdminSecondFactorVerified: {
            /** @description After a recovery code: how many are left */
            recoveryCodesLeft: number | null;
        };
        AdminSecondFactorVerify: {
            code: string;
        } | {
            recoveryCode: string;
        };
        AdminStaffSecurityPolicy: {
            requireSecondFactorForAllStaff: boolean;
            updatedAt: string | null;
        };
        AdminStaffSecurityPolicyChange: {
            requireSecondFactorForAllStaff: boolean;
        };
        AdminSecondFactorReset: {
            id: string;
            /** @enum {string} */
            secondFactor: "off";
        };
        AdminSecondFactorResetReason: {
            reason: string;
        };
        StaffMember: {
            id: string;
            email: string;
            displayName: string | null;
            /** @enum {string} */
            role: "admin" | "liveops" | "analyst" | "player";
            createdAt: string;
            lastActiveAt: string | null;
            /**
             * @description on: set up; pending: set-up started, not confirmed; off
             * @enum {string}
             */
            secondFactor: "on" | "pending" | "off";
            /** @description When it was set up */
            secondFactorSince: string | null;
            /** @description The role (or the staff security policy) requires one */
            secondFactorRequired: boolean;
        };
        AdminServerKey: {
            id: string;
            name: string;
            /** @description The key's first characters, to recognise it */
            prefix: string;
            scopes: ("matches:report" | "rewards:grant")[];
            expiresAt: string | null;
            revokedAt: string | null;
            /** @description Written at most once a minute */
            lastUsedAt: string | null;
            createdAt: string;
            createdById: string | null;
            rotatedFromId: string | null;
            replacedById: string | null;
            /** @enum {string} */
            status: "active" | "retiring" | "replaced" | "expired" | "revoked";
        };
        AdminIssuedServerKey: components["schemas"]["AdminServerKey"] & {
            /** @description The whole key (msk_…): shown this once, kept only as its SHA-256 */
            secret: string;
        };
        AdminRotatedServerKey: components["schemas"]["AdminIssuedServerKey"] & {
            replaced: components["schemas"]["AdminServerKey"] & unknown;
        };
        AdminServerKeyUse: {
            id: number;
            createdAt: string;
            keyId: string;
            scope: string;
            operation: string;
            userId: string | null;
            user: {
                id: string;
                name: string | null;
                email: string;
                /** @enum {string} */
                role: "player" | "admin" | "liveops" | "analyst";
            } | null;
            /** @description The use as History keeps it */
            data: {
                [key: string]: unknown;
            };
        };
        AdminWebhookEndpoint: {
            id: string;
            url: string;
            description: string | null;
            events: ("purchase.completed" | "purchase.refunded" | "player.signed_up" | "player.banned" | "promo.redeemed" | "achievement.unlocked" | "player.level_up")[];
            enabled: boolean;
            /** @description The signing secret's start: read it at …/{id}/secret */
            secretHint: string;
            createdAt: string;
            updatedAt: string;
        };
        AdminWebhookEndpointCreated: components["schemas"]["AdminWebhookEndpoint"] & {
            /** @description The signing secret (whsec_…): set it on the receiver */
            secret: string;
        };
        AdminWebhookSecret: {
            /** @example whsec_3fA9… */
            secret: string;
        };
        AdminWebhookDeliveryDetail: components["schemas"]["AdminWebhookDelivery"] & {
            url: string;
            event: {
                id: string;
                type: string;
                createdAt: string;
                data: {
                    [key: string]: unknown;
                };
            };
        };
        AdminWebhookDelivery: {
            id: number;
            endpointId: string;
            /** @description The event's id: the payload's id and the Arena-Event-Id header */
            eventId: string;
            eventType: string;
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            maxAttempts: number;
            /** @description Pending deliveries only */
            nextAttemptAt: string | null;
            lastAttemptAt: string | null;
            lastStatusCode: number | null;
            lastError: string | null;
            deliveredAt: string | null;
            createdAt: string;
        };
        AnalyticsMetric: {
            /** @enum {string} */
            metric: "overview" | "active-users" | "new-players" | "retention" | "revenue" | "revenue-reporting" | "monetization" | "shop-sales" | "economy" | "active-vips" | "promo-redemptions" | "polls" | "inbox" | "monsters" | "leaderboard-scores" | "summons";
            from: string;
            to: string;
            /** @enum {string} */
            granularity: "day" | "week" | "month";
            rows: {
                [key: string]: string | number | null;
            }[];
        };
        LedgerReport: {
            playersChecked: number;
            negativeBalances: number;
            mismatches: {
                userId: string;
                /** @enum {string} */
                currency: "gold" | "gems";
                balance: number;
                ledgerSum: number;
            }[];
        };
        TeamsAnswer: {
            teams: {
                slot: number;
                name: string;
                members: ({
                    slot: number;
                    monster: {
                        id: number;
                        name: string;
                        level: number;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                        skinId: string | null;
                    };
                    relic: {
                        id: number;
                        name: string;
                        level: number;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                    } | null;
                    battleStats: {
                        name: string;
                        /** @enum {string} */
                        element: "fire" | "water" | "nature" | "earth" | "air" | "light" | "shadow";
                        level: number;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                        skinId: string | null;
                        maxHp: number;
                        attack: number;
                        defense: number;
                        speed: number;
                        ability: {
                            name: string;
                            /** @enum {string} */
                            kind: "damage" | "heal" | "shield" | "stun";
                            power: number;
                        };
                        relic: string | null;
                    };
                } | null)[];
                power: number;
            }[];
        };
        ServerMatchReport: components["schemas"]["MatchReport"] & {
            /**
             * Format: uuid
             * @description The player the match is reported for.
             */
            userId: string;
        };
        MatchReport: {
            /** @description The reporter's id of this match; a second report with it applies nothing. */
            matchId: string;
            /** @enum {string} */
            mode: "pve" | "challenge" | "boss" | "pvp";
            /** @description Campaign map or challenge key (not for pvp). */
            map?: string;
            /** @default 1 */
            difficulty: number;
            /** @default 0 */
            teamSlot: number;
            /** @enum {string} */
            result: "win" | "loss";
            turns: number;
            timeSeconds: number;
            kills: number;
            /** @default 0 */
            bossKills: number;
            /** @default 0 */
            curse: number;
            groupSize?: number;
            /**
             * Format: uuid
             * @description PvP: the defending player.
             */
            opponentUserId?: string;
        };
        QuestsAnswer: {
            quests: {
                key: string;
                name: string;
                /** @enum {string} */
                type: "daily" | "weekly";
                description: string;
                target: number;
                value: number;
                reward: {
                    gold?: number;
                    gems?: number;
                    items?: ({
                        /** @enum {string} */
                        type: "monster";
                        name: string;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                        level?: number;
                    } | {
                        /** @enum {string} */
                        type: "relic";
                        name: string;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                        level?: number;
                    })[];
                    ingredients?: {
                        name: string;
                        quantity: number;
                    }[];
                    vipDays?: number;
                    gameAccess?: boolean;
                };
                isCompleted: boolean;
                isClaimed: boolean;
            }[];
        };
        AchievementsAnswer: {
            achievements: {
                key: string;
                name: string;
                description: string;
                /** @enum {string} */
                stat: "blackMarketTrades" | "bossKills" | "bossPoints" | "challengesCompleted" | "daysPlayed" | "droppedIngredients" | "droppedMonsters" | "droppedRelics" | "earntFreeCurrency" | "earntPaidCurrency" | "elo" | "killPoints" | "kills" | "pveLosses" | "pveWins" | "pvpLosses" | "pvpWins" | "questsCompletedDaily" | "questsCompletedWeekly" | "seasonPassesCompleted" | "soldIngredients" | "soldMonsters" | "soldRelics" | "timePlayed" | "upgradedRelics";
                threshold: number;
                progress: number;
                reward: {
                    gold?: number;
                    gems?: number;
                    items?: ({
                        /** @enum {string} */
                        type: "monster";
                        name: string;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                        level?: number;
                    } | {
                        /** @enum {string} */
                        type: "relic";
                        name: string;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                        level?: number;
                    })[];
                    ingredients?: {
                        name: string;
                        quantity: number;
                    }[];
                    vipDays?: number;
                    gameAccess?: boolean;
                };
                /** Format: date-time */
                acquiredAt: string | null;
            }[];
        };
        ServerGrantResult: {
            /** @description True: this idempotency key granted before; nothing was granted again */
            replayed: boolean;
            granted: {
                gold?: number;
                gems?: number;
                items?: ({
                    /** @enum {string} */
                    type: "monster";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                } | {
                    /** @enum {string} */
                    type: "relic";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                })[];
                ingredients?: {
                    name: string;
                    quantity: number;
                }[];
                vipDays?: number;
                gameAccess?: boolean;
            };
            overflow: {
                gold?: number;
                gems?: number;
                items?: ({
                    /** @enum {string} */
                    type: "monster";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                } | {
                    /** @enum {string} */
                    type: "relic";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                })[];
                ingredients?: {
                    name: string;
                    quantity: number;
                }[];
                vipDays?: number;
                gameAccess?: boolean;
            } | null;
            overflowMessageId: number | null;
            wallet: {
                gold: number;
                gems: number;
            };
        };
        ServerGrant: {
            gold?: number;
            gems?: number;
            items?: ({
                /** @enum {string} */
                type: "monster";
                name: string;
                /** @enum {string} */
                quality: "common" | "rare" | "epic" | "legendary";
                level?: number;
            } | {
                /** @enum {string} */
                type: "relic";
                name: string;
                /** @enum {string} */
                quality: "common" | "rare" | "epic" | "legendary";
                level?: number;
            })[];
            ingredients?: {
                name: string;
                quantity: number;
            }[];
            /** @description What the grant is for, kept with the key's use (e.g. 'Weekend cup: 2nd place') */
            reason: string;
        };
        Collection: {
            species: {
                number: number;
                /** @description The species' address: /api/collection/species/{key} */
                key: string;
                name: string;
                /** @enum {string} */
                element: "fire" | "water" | "nature" | "earth" | "air" | "light" | "shadow";
                /** @enum {string} */
                quality: "common" | "rare" | "epic" | "legendary";
                /**
                 * @description owned: in the inventory or transcended; seen: met in battle or owned once; unknown: neither
                 * @enum {string}
                 */
                status: "owned" | "seen" | "unknown";
            }[];
            elements: {
                /** @enum {string} */
                element: "fire" | "water" | "nature" | "earth" | "air" | "light" | "shadow";
                total: number;
                owned: number;
                seen: number;
            }[];
            total: number;
            owned: number;
            seen: number;
            /** @description Owned species out of all, in whole percent */
            completion: number;
        };
        Species: {
            number: number;
            key: string;
            name: string;
            /** @enum {string} */
            element: "fire" | "water" | "nature" | "earth" | "air" | "light" | "shadow";
            /** @enum {string} */
            quality: "common" | "rare" | "epic" | "legendary";
            /**
             * @description owned: in the inventory or transcended; seen: met in battle or owned once; unknown: neither
             * @enum {string}
             */
            status: "owned" | "seen" | "unknown";
            whereToFind: {
                /** @description Every new player is given one */
                starter: boolean;
                eggs: {
                    id: string;
                    name: string;
                    /** @description Of this species in one pull of the egg, in percent */
                    chance: number;
                }[];
                drops: {
                    map: string;
                    mapName: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    chance: number;
                }[];
                enemyOn: {
                    map: string;
                    mapName: string;
                }[];
            };
            /** @description Null while the species is unknown to the player */
            details: {
                baseStats: {
                    hp: number;
                    attack: number;
                    defense: number;
                    speed: number;
                };
                statsByLevel: {
                    level: number;
                    hp: number;
                    attack: number;
                    defense: number;
                    speed: number;
                    /** @description The ability at this level: damage bonus (0.6 = 60 % harder), heal hp, shield, stun turns */
                    abilityAmount: number;
                }[];
                ability: {
                    name: string;
                    /** @enum {string} */
                    kind: "damage" | "heal" | "shield" | "stun";
                    power: number;
                    /** @description The monster's own turn on which it is first used */
                    firstTurn: number;
                    /** @description Turns between two uses */
                    cooldown: number;
                };
                mastery: {
                    level: number;
                    xp: number;
                    xpForNext: number | null;
                    maxLevel: number;
                    statBonusPercent: number;
                } | null;
                skins: {
                    id: string;
                    worn: number;
                }[];
                canWearSkins: boolean;
                transcendence: {
                    requiredLevel: number;
                    transcended: number;
                    /** @description Your monsters of it that can transcend now */
                    ready: number[];
                };
                yourMonsters: {
                    id: number;
                    level: number;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    skinId: string;
                }[];
            } | null;
            previous: {
                key: string;
                number: number;
            } | null;
            next: {
                key: string;
                number: number;
            } | null;
        };
        OwnedMonster: {
            id: number;
            name: string;
            speciesKey: string;
            number: number;
            /** @enum {string} */
            element: "fire" | "water" | "nature" | "earth" | "air" | "light" | "shadow";
            /** @enum {string} */
            quality: "common" | "rare" | "epic" | "legendary";
            level: number;
            maxLevel: number;
            xp: number;
            xpForNext: number | null;
            skinId: string;
            skins: string[];
            masteryLevel: number;
            stats: {
                level: number;
                hp: number;
                attack: number;
                defense: number;
                speed: number;
                /** @description The ability at this level: damage bonus (0.6 = 60 % harder), heal hp, shield, stun turns */
                abilityAmount: number;
            };
            /** @description Levels 1, 10, … and its own level, in order */
            statsByLevel: {
                level: number;
                hp: number;
                attack: number;
                defense: number;
                speed: number;
                /** @description The ability at this level: damage bonus (0.6 = 60 % harder), heal hp, shield, stun turns */
                abilityAmount: number;
            }[];
            ability: {
                name: string;
                /** @enum {string} */
                kind: "damage" | "heal" | "shield" | "stun";
                power: number;
                /** @description The monster's own turn on which it is first used */
                firstTurn: number;
                /** @description Turns between two uses */
                cooldown: number;
            };
            teams: {
                slot: number;
                name: string;
            }[];
            sellPrice: number;
            transcend: {
                /** @enum {boolean} */
                ready: true;
            } | {
                /** @enum {boolean} */
                ready: false;
                /** @enum {string} */
                reason: "not_max_level" | "in_team";
                requiredLevel: number;
            };
        };
        ElementChart: {
            elements: ("fire" | "water" | "nature" | "earth" | "air" | "light" | "shadow")[];
            rows: {
                /** @enum {string} */
                attacker: "fire" | "water" | "nature" | "earth" | "air" | "light" | "shadow";
                against: {
                    /** @enum {string} */
                    defender: "fire" | "water" | "nature" | "earth" | "air" | "light" | "shadow";
                    /** @description The damage multiplier of a hit */
                    factor: number;
                    /** @enum {string} */
                    matchup: "strong" | "weak" | "even";
                }[];
                strongAgainst: ("fire" | "water" | "nature" | "earth" | "air" | "light" | "shadow")[];
                weakAgainst: ("fire" | "water" | "nature" | "earth" | "air" | "light" | "shadow")[];
                threatenedBy: ("fire" | "water" | "nature" | "earth" | "air" | "light" | "shadow")[];
            }[];
            strongFactor: number;
            weakFactor: number;
        };
        FirstSteps: {
            /**
             * @description new: the player's first hours; then returning
             * @enum {string}
             */
            greeting: "new" | "returning";
            /** @description In order, each step ticked from the player's records; null once every step is done */
            guide: {
                steps: {
                    /** @enum {string} */
                    key: "buildTeam" | "winBattle" | "claimQuest" | "claimDailyReward" | "viewCollection";
                    title: string;
                    hint: string;
                    done: boolean;
                }[];
                done: number;
                total: number;
            } | null;
            /** @description The welcome gift is in the inbox, not yet collected */
            welcomeGiftWaiting: boolean;
        };
        CollectionVisit: Record<string, never>;
        Wallet: {
            gold: number;
            gems: number;
            isVip: boolean;
            vipExpiresAt: string | null;
            totalVipDays: number;
        };
        Shop: {
            isVip: boolean;
            balances: {
                gold: number;
                gems: number;
            };
            categories: {
                /** @enum {string} */
                category: "monsters" | "relics" | "ingredients" | "cosmetics" | "vip" | "slots";
                items: components["schemas"]["ShopItem"][];
            }[];
        };
        ShopItem: {
            id: number;
            name: string;
            /** @enum {string} */
            category: "monsters" | "relics" | "ingredients" | "cosmetics" | "vip" | "slots";
            type: string;
            tier: number;
            /** @enum {string} */
            currency: "gold" | "gems";
            /** @description List price */
            price: number;
            /** @description The item's discount, percent */
            discount: number;
            /** @description What this player pays (discount, then VIP 10 %) */
            effectivePrice: number;
            /** @description How much more of `currency` the player needs to buy it (0: affordable) */
            shortfall: number;
            isOneTime: boolean;
            owned: boolean;
            grant: {
                /** @enum {string} */
                kind: "monster";
                name: string;
                /** @enum {string} */
                quality: "common" | "rare" | "epic" | "legendary";
            } | {
                /** @enum {string} */
                kind: "relic";
                name: string;
                /** @enum {string} */
                quality: "common" | "rare" | "epic" | "legendary";
            } | {
                /** @enum {string} */
                kind: "summon";
                egg: string;
            } | {
                /** @enum {string} */
                kind: "ingredient";
                name: string;
                quantity: number;
            } | {
                /** @enum {string} */
                kind: "cosmetic";
                /** @enum {string} */
                slot: "avatar" | "banner" | "frame";
                id: string;
            } | {
                /** @enum {string} */
                kind: "vipDays";
                days: number;
            } | {
                /** @enum {string} */
                kind: "gameAccess";
            } | {
                /** @enum {string} */
                kind: "slots";
                /** @enum {string} */
                inventory: "monsterSlots" | "relicSlots" | "ingredientSlots" | "ingredientsCap";
                amount: number;
            };
        };
        ShopPurchase: {
            purchase: {
                id: number;
                shopItemId: number;
                name: string;
                category: string;
                price: number;
                /** @enum {string} */
                currency: "gold" | "gems";
                boughtAt: string;
                idempotencyKey: string;
            };
            grant: {
                /** @enum {string} */
                kind: "monster";
                name: string;
                /** @enum {string} */
                quality: "common" | "rare" | "epic" | "legendary";
            } | {
                /** @enum {string} */
                kind: "relic";
                name: string;
                /** @enum {string} */
                quality: "common" | "rare" | "epic" | "legendary";
            } | {
                /** @enum {string} */
                kind: "summon";
                egg: string;
            } | {
                /** @enum {string} */
                kind: "ingredient";
                name: string;
                quantity: number;
            } | {
                /** @enum {string} */
                kind: "cosmetic";
                /** @enum {string} */
                slot: "avatar" | "banner" | "frame";
                id: string;
            } | {
                /** @enum {string} */
                kind: "vipDays";
                days: number;
            } | {
                /** @enum {string} */
                kind: "gameAccess";
            } | {
                /** @enum {string} */
                kind: "slots";
                /** @enum {string} */
                inventory: "monsterSlots" | "relicSlots" | "ingredientSlots" | "ingredientsCap";
                amount: number;
            };
            balance: {
                /** @enum {string} */
                currency: "gold" | "gems";
                balanceAfter: number;
            };
            overflowMessageId: number | null;
            /** @description What an egg gave (null for other items) */
            pull: components["schemas"]["SummonPull"] | null;
        };
        PurchaseHistory: {
            shop: {
                id: number;
                name: string;
                category: string;
                price: number;
                currency: string;
                boughtAt: string;
                /** @description What an egg hatched (null for other items) */
                pull: components["schemas"]["SummonPull"] | null;
            }[];
            gems: {
                id: number;
                gems: number;
                price: number;
                currency: string;
                status: string;
                description: string;
                createdAt: string;
            }[];
        };
        SummonOdds: {
            eggs: {
                egg: string;
                name: string;
                /** @enum {string} */
                element: "fire" | "water" | "nature" | "earth" | "air" | "light" | "shadow" | "mixed";
                oddsVersion: string;
                odds: {
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    /** @description Chance per pull, percent; the odds add up to 100 */
                    percent: number;
                    /** @description Share over many pulls once the guarantee is counted, percent */
                    withGuaranteePercent: number;
                    /** @description Drawn with equal chances within the quality */
                    species: string[];
                }[];
                pity: {
                    /** @description An epic or better is guaranteed on this pull after this many in a row without one */
                    pulls: number;
                    qualities: ("common" | "rare" | "epic" | "legendary")[];
                    /** @description The signed-in player's pulls left until the guarantee; null for visitors */
                    pullsUntilGuarantee: number | null;
                };
            }[];
        };
        SummonPulls: {
            pulls: components["schemas"]["SummonPull"][];
            /** @description All the player's pulls */
            total: number;
            /** @description Pass as `cursor` for the next page; null on the last page */
            nextCursor: string | null;
        };
        Checkout: {
            sessionId: string;
            url: string;
            testMode: boolean;
        };
        PromoRedemption: {
            code: string;
            description: string;
            rewards: {
                gold?: number;
                gems?: number;
                items?: ({
                    /** @enum {string} */
                    type: "monster";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                } | {
                    /** @enum {string} */
                    type: "relic";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                })[];
                ingredients?: {
                    name: string;
                    quantity: number;
                }[];
                vipDays?: number;
                gameAccess?: boolean;
            };
            granted: {
                gold?: number;
                gems?: number;
                items?: ({
                    /** @enum {string} */
                    type: "monster";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                } | {
                    /** @enum {string} */
                    type: "relic";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                })[];
                ingredients?: {
                    name: string;
                    quantity: number;
                }[];
                vipDays?: number;
                gameAccess?: boolean;
            };
            overflow: {
                gold?: number;
                gems?: number;
                items?: ({
                    /** @enum {string} */
                    type: "monster";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                } | {
                    /** @enum {string} */
                    type: "relic";
                    name: string;
                    /** @enum {string} */
                    quality: "common" | "rare" | "epic" | "legendary";
                    level?: number;
                })[];
                ingredients?: {
                    name: string;
                    quantity: number;
                }[];
                vipDays?: number;
                gameAccess?: boolean;
            } | null;
        };
        PlayerConfig: {
            /** @description The live config version (0: nothing saved yet, every key at its default) */
            version: number;
            /** @description Every key the game reads, with this caller's value: the default in code, the live version's, the caller's audiences', live events' and experiment variants' over it */
            values: {
                [key: string]: string | number | boolean;
            };
        };
        LiveEvent: {
            id: number;
            name: string;
            description: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            isRunning: boolean;
            modifiers: ({
                /** @enum {string} */
                kind: "goldMultiplier";
                factor: number;
            } | {
                /** @enum {string} */
                kind: "xpMultiplier";
                factor: number;
            } | {
                /** @enum {string} */
                kind: "dropRateBoost";
                factor: number;
            } | {
                /** @enum {string} */
                kind: "shopDiscount";
                percent: number;
                /**
                 * @default null
                 * @enum {string|null}
                 */
                category: "monsters" | "relics" | "ingredients" | "cosmetics" | "vip" | "slots" | null;
            } | {
                /** @enum {string} */
                kind: "featuredSummon";
                /** @enum {string} */
                egg: "wild" | "ember" | "tide" | "grove" | "stone" | "gale" | "dawn" | "dusk" | "radiant" | "starborn";
                /** @default null */
                discountPercent: number | null;
            } | {
                /** @enum {string} */
                kind: "leaderboard";
                /** @enum {string} */
                stat: "elo" | "kills" | "bossPoints" | "killPoints" | "pveWins";
                rewards: {
                    fromRank: number;
                    toRank: number;
                    reward: {
                        gold?: number;
                        gems?: number;
                    };
                }[];
            })[];
            /** @description What the event gives, in words */
            effects: string[];
        };
        LiveEventLeaderboard: {
            /** @description What the board ranks, in words */
            stat: string;
            /** @description What each final rank pays, in words, e.g. “Rank 1: 500 gems” */
            rewards: string[];
            top: {
                rank: number;
                name: string;
                score: number;
                isMe: boolean;
            }[];
            me: {
                rank: number;
                score: number;
            } | null;
            /** @description The event is over and its board settled */
            settled: boolean;
            rewardsPaid: boolean;
        } | null;
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    checkHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Serving (status ok, or degraded by a lost Redis) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Not serving: database unreachable or migrations pending */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    checkLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Serving */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Live"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUp"];
                "application/x-www-form-urlencoded": components["schemas"]["SignUp"];
            };
        };
        responses: {
            /** @description Signed up and signed in */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedUp"];
                };
            };
            /** @description Form post: redirect to callbackUrl, or back to /signup with an error */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid fields (`validation_failed`, `details.fields`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid csrf token (`details.reason` `csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description E-mail or display name already in use (`details.fields`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many sign-ups from this address */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAuthProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per offered provider, by id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            /** @example credentials */
                            id: string;
                            /** @example Credentials */
                            name: string;
                            /** @enum {string} */
                            type: "credentials" | "oauth";
                            signinUrl: string;
                            callbackUrl: string;
                        };
                    };
                };
            };
            /** @description The API's guards refused the input (ErrorBody), or no such provider or action: `Error: This action with HTTP <METHOD> is not supported by NextAuth.js` (plain text) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                    "text/plain": string;
                };
            };
            /** @description A callbackUrl that leaves the site, or a missing secret: NextAuth's configuration error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCsrfToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        csrfToken: string;
                    };
                };
            };
            /** @description The API's guards refused the input (ErrorBody), or no such provider or action: `Error: This action with HTTP <METHOD> is not supported by NextAuth.js` (plain text) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                    "text/plain": string;
                };
            };
            /** @description A callbackUrl that leaves the site, or a missing secret: NextAuth's configuration error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAuthSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session, or {} without a usable one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description The API's guards refused the input (ErrorBody), or no such provider or action: `Error: This action with HTTP <METHOD> is not supported by NextAuth.js` (plain text) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                    "text/plain": string;
                };
            };
            /** @description A callbackUrl that leaves the site, or a missing secret: NextAuth's configuration error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    startSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description With json=true: where to go next (otherwise a 302 there) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthNextUrl"];
                };
            };
            /** @description Without json=true: a redirect (Location) to where to go next */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The API's guards refused the input (ErrorBody), or no such provider or action: `Error: This action with HTTP <METHOD> is not supported by NextAuth.js` (plain text) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                    "text/plain": string;
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A callbackUrl that leaves the site, or a missing secret: NextAuth's configuration error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    completeSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description With json=true: where to go next (otherwise a 302 there) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthNextUrl"];
                };
            };
            /** @description Without json=true: a redirect (Location) to where to go next */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The API's guards refused the input (ErrorBody), or no such provider or action: `Error: This action with HTTP <METHOD> is not supported by NextAuth.js` (plain text) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                    "text/plain": string;
                };
            };
            /** @description With json=true: wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthNextUrl"];
                };
            };
            /** @description With json=true: the account is banned */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthNextUrl"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description With json=true: too many failed sign-ins; wait Retry-After seconds */
            429: {
                headers: {
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthNextUrl"];
                };
            };
            /** @description A callbackUrl that leaves the site, or a missing secret: NextAuth's configuration error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description With json=true: where to go next (otherwise a 302 there) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthNextUrl"];
                };
            };
            /** @description Without json=true: a redirect (Location) to where to go next */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The API's guards refused the input (ErrorBody), or no such provider or action: `Error: This action with HTTP <METHOD> is not supported by NextAuth.js` (plain text) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                    "text/plain": string;
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A callbackUrl that leaves the site, or a missing secret: NextAuth's configuration error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Not signed in, or the session was revoked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Banned (code `banned`, details.reason and details.until) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signOutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every session ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    requestEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newEmail: string;
                    currentPassword?: string;
                };
            };
        };
        responses: {
            /** @description The link is on its way to the new address (or in the local outbox); the account keeps the old one until then */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailedLink"];
                };
            };
            /** @description Not an address, the same address, or a wrong current password (details.fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another account uses that address; or: This server sends no mail (a deployment without SMTP_URL): nothing is sent (details.reason `mail_off`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many changes asked for, or wrong passwords (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    completeEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The account's address is now the new one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailChanged"];
                };
            };
            /** @description A used, expired or unknown token (details.reason `invalid_token`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another account took that address meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    requestEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new link is on its way (or in the local outbox) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailedLink"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The address is already confirmed; or: This server sends no mail (a deployment without SMTP_URL): nothing is sent (details.reason `mail_off`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many links asked for in an hour (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    completeEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Confirmed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A used, expired or unknown token (details.reason `invalid_token`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Accepted: the same answer whether or not an account uses the address */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailedLink"];
                };
            };
            /** @description Not an e-mail address */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description This server sends no mail (a deployment without SMTP_URL): nothing is sent (details.reason `mail_off`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests from this address or for this e-mail (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    completePasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Changed; sign in with the new password */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A new password the rules refuse (details.fields), or a used, expired or unknown token (details.reason `invalid_token`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Changed; Set-Cookie carries this device's new session */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wrong current password, or a new one the rules refuse (details.fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account has no password (it signs in with Google or Discord) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many wrong passwords (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive, as a file to save */
            200: {
                headers: {
                    /** @description attachment; the file name is monster-arena-data-<name>-<UTC day>.json */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerDataArchive"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description More than 3 an hour (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    requestAccountDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                    deviceId?: string;
                };
            };
        };
        responses: {
            /** @description Scheduled; Set-Cookie ends this browser's session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletionScheduled"];
                };
            };
            /** @description A confirmation link is on its way (or in the local outbox) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletionLinkMailed"];
                };
            };
            /** @description A wrong password or device id (details.fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A staff account (details.reason `staff_account`), or mail is off for an account without a password (details.reason `mail_off`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many wrong passwords, or links asked for (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    completeAccountDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Scheduled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletionConfirmed"];
                };
            };
            /** @description A used, expired or unknown token (details.reason `invalid_token`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account has been deleted already */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A staff account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signInWithDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceId: string;
                    clientName?: string | null;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientSignIn"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Banned */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many new players from this address (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signInWithPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    clientName?: string | null;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientSignIn"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Banned */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many failed sign-ins (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signInWithOAuth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "google" | "discord";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** Format: uri */
                    redirectUri: string;
                    codeVerifier: string;
                    clientName?: string | null;
                };
            };
        };
        responses: {
            /** @description Signed in (a new player on first use) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientSignIn"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The provider refused the code */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Banned */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description This server does not offer the provider */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The provider's e-mail belongs to another player */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The provider gave no verified e-mail */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    refreshClientSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description New tokens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientTokens"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown, expired, spent or ended (details.reason `refresh_reused` on reuse) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Banned */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signOutClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        signedOut: true;
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    linkEmailToGuest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Linked; a confirmation link is mailed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        player: {
                            id: string;
                            name: string | null;
                            /** @enum {boolean} */
                            isGuest: false;
                            email: string;
                        };
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not a guest, or the e-mail belongs to another player */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    linkProviderToGuest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "google" | "discord";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** Format: uri */
                    redirectUri: string;
                    codeVerifier: string;
                    clientName?: string | null;
                };
            };
        };
        responses: {
            /** @description Linked; a fresh sign-in for this client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientSignIn"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the provider refused the code */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description That provider account belongs to another player */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listClientSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest use first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: components["schemas"]["ClientSession"][];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    endClientSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        signedOut: true;
                        clientName: string | null;
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such sign-in of this player */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listInbox: {
        parameters: {
            query?: {
                /** @description Rows per page, at most 50 */
                limit?: number;
                /** @description The previous page's `nextCursor`; none for the first page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the inbox */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxPage"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    markAllMessagesRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were marked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        marked: number;
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteReadMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: number;
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    collectAllRewards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description What was collected (per message and in total) and what is still waiting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectedAllRewards"];
                };
            };
            /** @description A body that is not an empty JSON object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    markMessageRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such message of the player's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    collectMessageRewards: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was granted and the new balances */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectedRewards"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such message of the player's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Already collected, no rewards, expired, or the inventory is full (`details.overflow`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    performMessageAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The action */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerformedAction"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such message of the player's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The message has no action */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such message of the player's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unread, or rewards still to collect */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCurrentPoll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current poll, or null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentPoll"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPoll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The poll */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerPoll"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such poll, or not started */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    answerPoll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer: string;
                };
            };
        };
        responses: {
            /** @description Answered; the results */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PollAnswered"];
                };
            };
            /** @description Not one of the poll's options, or not a valid request (`details.fields`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such poll, or not started */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Already answered, or the poll has ended */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listLeaderboards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The boards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Leaderboards"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLeaderboardTop: {
        parameters: {
            query?: {
                /** @description Rows per page, at most 100 */
                limit?: number;
                /** @description The previous page's `nextCursor`; none for the first page */
                cursor?: string;
            };
            header?: never;
            path: {
                periodicity: "daily" | "weekly" | "monthly" | "season" | "allTime";
                type: "elo" | "kills" | "bossPoints" | "killPoints" | "pveWins";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the board */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardTop"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such board */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLeaderboardAroundMe: {
        parameters: {
            query?: {
                k?: number | null;
            };
            header?: never;
            path: {
                periodicity: "daily" | "weekly" | "monthly" | "season" | "allTime";
                type: "elo" | "kills" | "bossPoints" | "killPoints" | "pveWins";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rank and neighbours */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardAroundMe"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such board */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listLeaderboardPeriods: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                periodicity: "daily" | "weekly" | "monthly" | "season" | "allTime";
                type: "elo" | "kills" | "bossPoints" | "killPoints" | "pveWins";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Past periods */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardPeriods"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such board */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLeaderboardStandings: {
        parameters: {
            query?: {
                /** @description Rows per page, at most 100 */
                limit?: number;
                /** @description The previous page's `nextCursor`; none for the first page */
                cursor?: string;
            };
            header?: never;
            path: {
                periodicity: "daily" | "weekly" | "monthly" | "season" | "allTime";
                type: "elo" | "kills" | "bossPoints" | "killPoints" | "pveWins";
                periodStart: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the standings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardStandings"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such board */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getArt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                version: string;
                kind: "monster" | "egg" | "relic" | "ingredient" | "cosmetic" | "currency" | "goods";
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description The same picture under the current version */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every job (react-admin list: Content-Range gives the total) */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"][];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not staff */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListJobRuns: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Job runs */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobRun"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminRunJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run has started; its outcome appears as the job's last run */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartedJobRun"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not staff */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description No such job */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description A run for this instant exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListMessages: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page; Content-Range: messages <start>-<end>/<total> */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSentMessage"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCreateMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    target: {
                        /** @enum {string} */
                        kind: "player";
                        /** Format: uuid */
                        userId: string;
                    } | {
                        /** @enum {string} */
                        kind: "segment";
                        segment: {
                            levelMin?: number;
                            levelMax?: number;
                            vip?: boolean;
                            country?: string;
                            countries?: string[];
                            /** Format: date-time */
                            activeSince?: string;
                            activeWithinDays?: number;
                            inactiveForDays?: number;
                            hasPaid?: boolean;
                            spendMinCents?: number;
                            spendMaxCents?: number;
                            /** Format: date-time */
                            signedUpFrom?: string;
                            /** Format: date-time */
                            signedUpBefore?: string;
                            /** @enum {string} */
                            platform?: "web" | "game_client";
                            experiment?: {
                                key: string;
                                variant: string;
                            };
                            /** @default false */
                            includeBanned?: boolean;
                        };
                    } | {
                        /** @enum {string} */
                        kind: "everyone";
                        /** @default false */
                        includeBanned?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "audience";
                        audienceId: number;
                    };
                    draft: {
                        message: string;
                        title?: string;
                        /** @default {} */
                        params?: {
                            [key: string]: string | number | boolean;
                        };
                        /** @default null */
                        rewards?: {
                            gold?: number;
                            gems?: number;
                            items?: ({
                                /** @enum {string} */
                                type: "monster";
                                name: string;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                level?: number;
                            } | {
                                /** @enum {string} */
                                type: "relic";
                                name: string;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                level?: number;
                            })[];
                            ingredients?: {
                                name: string;
                                quantity: number;
                            }[];
                            vipDays?: number;
                            gameAccess?: boolean;
                        } | null;
                        /** @default null */
                        action?: {
                            type: string;
                            target: string;
                        } | null;
                        /** Format: date-time */
                        expiresAt?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentMessages"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSentMessageWithDelivery"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminPreviewMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    target: {
                        /** @enum {string} */
                        kind: "player";
                        /** Format: uuid */
                        userId: string;
                    } | {
                        /** @enum {string} */
                        kind: "segment";
                        segment: {
                            levelMin?: number;
                            levelMax?: number;
                            vip?: boolean;
                            country?: string;
                            countries?: string[];
                            /** Format: date-time */
                            activeSince?: string;
                            activeWithinDays?: number;
                            inactiveForDays?: number;
                            hasPaid?: boolean;
                            spendMinCents?: number;
                            spendMaxCents?: number;
                            /** Format: date-time */
                            signedUpFrom?: string;
                            /** Format: date-time */
                            signedUpBefore?: string;
                            /** @enum {string} */
                            platform?: "web" | "game_client";
                            experiment?: {
                                key: string;
                                variant: string;
                            };
                            /** @default false */
                            includeBanned?: boolean;
                        };
                    } | {
                        /** @enum {string} */
                        kind: "everyone";
                        /** @default false */
                        includeBanned?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "audience";
                        audienceId: number;
                    };
                };
            };
        };
        responses: {
            /** @description The count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description No such saved audience (`target.audienceId`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListMessageTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every template; Content-Range: message-templates 0-<n-1>/<n> */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMessageTemplate"][];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListAnnouncements: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page; Content-Range: announcements <start>-<end>/<total> */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAnnouncement"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCreateAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    body?: string;
                    target: {
                        /** @enum {string} */
                        kind: "player";
                        /** Format: uuid */
                        userId: string;
                    } | {
                        /** @enum {string} */
                        kind: "segment";
                        segment: {
                            levelMin?: number;
                            levelMax?: number;
                            vip?: boolean;
                            country?: string;
                            countries?: string[];
                            /** Format: date-time */
                            activeSince?: string;
                            activeWithinDays?: number;
                            inactiveForDays?: number;
                            hasPaid?: boolean;
                            spendMinCents?: number;
                            spendMaxCents?: number;
                            /** Format: date-time */
                            signedUpFrom?: string;
                            /** Format: date-time */
                            signedUpBefore?: string;
                            /** @enum {string} */
                            platform?: "web" | "game_client";
                            experiment?: {
                                key: string;
                                variant: string;
                            };
                            /** @default false */
                            includeBanned?: boolean;
                        };
                    } | {
                        /** @enum {string} */
                        kind: "everyone";
                        /** @default false */
                        includeBanned?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "audience";
                        audienceId: number;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAnnouncement"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAnnouncement"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListScheduledSends: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page; Content-Range: scheduled-sends <start>-<end>/<total> */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminScheduledSend"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCreateScheduledSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "message";
                    payload: {
                        target: {
                            /** @enum {string} */
                            kind: "player";
                            /** Format: uuid */
                            userId: string;
                        } | {
                            /** @enum {string} */
                            kind: "segment";
                            segment: {
                                levelMin?: number;
                                levelMax?: number;
                                vip?: boolean;
                                country?: string;
                                countries?: string[];
                                /** Format: date-time */
                                activeSince?: string;
                                activeWithinDays?: number;
                                inactiveForDays?: number;
                                hasPaid?: boolean;
                                spendMinCents?: number;
                                spendMaxCents?: number;
                                /** Format: date-time */
                                signedUpFrom?: string;
                                /** Format: date-time */
                                signedUpBefore?: string;
                                /** @enum {string} */
                                platform?: "web" | "game_client";
                                experiment?: {
                                    key: string;
                                    variant: string;
                                };
                                /** @default false */
                                includeBanned?: boolean;
                            };
                        } | {
                            /** @enum {string} */
                            kind: "everyone";
                            /** @default false */
                            includeBanned?: boolean;
                        } | {
                            /** @enum {string} */
                            kind: "audience";
                            audienceId: number;
                        };
                        draft: {
                            message: string;
                            title?: string;
                            /** @default {} */
                            params?: {
                                [key: string]: string | number | boolean;
                            };
                            /** @default null */
                            rewards?: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            } | null;
                            /** @default null */
                            action?: {
                                type: string;
                                target: string;
                            } | null;
                            /** Format: date-time */
                            expiresAt?: string | null;
                        };
                    };
                    /** Format: date-time */
                    at: string;
                    /** @default null */
                    recurrence?: {
                        /** @enum {string} */
                        every: "hour" | "day" | "week";
                        /** @default 1 */
                        interval?: number;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        until?: string | null;
                    } | null;
                    /** @default UTC */
                    timeZone?: string;
                } | {
                    /** @enum {string} */
                    kind: "announcement";
                    payload: {
                        title: string;
                        /** @default  */
                        body?: string;
                        target: {
                            /** @enum {string} */
                            kind: "player";
                            /** Format: uuid */
                            userId: string;
                        } | {
                            /** @enum {string} */
                            kind: "segment";
                            segment: {
                                levelMin?: number;
                                levelMax?: number;
                                vip?: boolean;
                                country?: string;
                                countries?: string[];
                                /** Format: date-time */
                                activeSince?: string;
                                activeWithinDays?: number;
                                inactiveForDays?: number;
                                hasPaid?: boolean;
                                spendMinCents?: number;
                                spendMaxCents?: number;
                                /** Format: date-time */
                                signedUpFrom?: string;
                                /** Format: date-time */
                                signedUpBefore?: string;
                                /** @enum {string} */
                                platform?: "web" | "game_client";
                                experiment?: {
                                    key: string;
                                    variant: string;
                                };
                                /** @default false */
                                includeBanned?: boolean;
                            };
                        } | {
                            /** @enum {string} */
                            kind: "everyone";
                            /** @default false */
                            includeBanned?: boolean;
                        } | {
                            /** @enum {string} */
                            kind: "audience";
                            audienceId: number;
                        };
                    };
                    /** Format: date-time */
                    at: string;
                    /** @default null */
                    recurrence?: {
                        /** @enum {string} */
                        every: "hour" | "day" | "week";
                        /** @default 1 */
                        interval?: number;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        until?: string | null;
                    } | null;
                    /** @default UTC */
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminScheduledSend"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetScheduledSend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminScheduledSendWithOccurrences"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminUpdateScheduledSend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "message";
                    payload: {
                        target: {
                            /** @enum {string} */
                            kind: "player";
                            /** Format: uuid */
                            userId: string;
                        } | {
                            /** @enum {string} */
                            kind: "segment";
                            segment: {
                                levelMin?: number;
                                levelMax?: number;
                                vip?: boolean;
                                country?: string;
                                countries?: string[];
                                /** Format: date-time */
                                activeSince?: string;
                                activeWithinDays?: number;
                                inactiveForDays?: number;
                                hasPaid?: boolean;
                                spendMinCents?: number;
                                spendMaxCents?: number;
                                /** Format: date-time */
                                signedUpFrom?: string;
                                /** Format: date-time */
                                signedUpBefore?: string;
                                /** @enum {string} */
                                platform?: "web" | "game_client";
                                experiment?: {
                                    key: string;
                                    variant: string;
                                };
                                /** @default false */
                                includeBanned?: boolean;
                            };
                        } | {
                            /** @enum {string} */
                            kind: "everyone";
                            /** @default false */
                            includeBanned?: boolean;
                        } | {
                            /** @enum {string} */
                            kind: "audience";
                            audienceId: number;
                        };
                        draft: {
                            message: string;
                            title?: string;
                            /** @default {} */
                            params?: {
                                [key: string]: string | number | boolean;
                            };
                            /** @default null */
                            rewards?: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            } | null;
                            /** @default null */
                            action?: {
                                type: string;
                                target: string;
                            } | null;
                            /** Format: date-time */
                            expiresAt?: string | null;
                        };
                    };
                    /** Format: date-time */
                    at: string;
                    /** @default null */
                    recurrence?: {
                        /** @enum {string} */
                        every: "hour" | "day" | "week";
                        /** @default 1 */
                        interval?: number;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        until?: string | null;
                    } | null;
                    /** @default UTC */
                    timeZone?: string;
                } | {
                    /** @enum {string} */
                    kind: "announcement";
                    payload: {
                        title: string;
                        /** @default  */
                        body?: string;
                        target: {
                            /** @enum {string} */
                            kind: "player";
                            /** Format: uuid */
                            userId: string;
                        } | {
                            /** @enum {string} */
                            kind: "segment";
                            segment: {
                                levelMin?: number;
                                levelMax?: number;
                                vip?: boolean;
                                country?: string;
                                countries?: string[];
                                /** Format: date-time */
                                activeSince?: string;
                                activeWithinDays?: number;
                                inactiveForDays?: number;
                                hasPaid?: boolean;
                                spendMinCents?: number;
                                spendMaxCents?: number;
                                /** Format: date-time */
                                signedUpFrom?: string;
                                /** Format: date-time */
                                signedUpBefore?: string;
                                /** @enum {string} */
                                platform?: "web" | "game_client";
                                experiment?: {
                                    key: string;
                                    variant: string;
                                };
                                /** @default false */
                                includeBanned?: boolean;
                            };
                        } | {
                            /** @enum {string} */
                            kind: "everyone";
                            /** @default false */
                            includeBanned?: boolean;
                        } | {
                            /** @enum {string} */
                            kind: "audience";
                            audienceId: number;
                        };
                    };
                    /** Format: date-time */
                    at: string;
                    /** @default null */
                    recurrence?: {
                        /** @enum {string} */
                        every: "hour" | "day" | "week";
                        /** @default 1 */
                        interval?: number;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        until?: string | null;
                    } | null;
                    /** @default UTC */
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminScheduledSend"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCancelScheduledSend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminScheduledSend"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListAudiences: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page; Content-Range: audiences <start>-<end>/<total> */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAudience"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCreateAudience: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /**
                     * @default {
                     *       "includeBanned": false
                     *     }
                     */
                    rules?: {
                        levelMin?: number;
                        levelMax?: number;
                        vip?: boolean;
                        country?: string;
                        countries?: string[];
                        /** Format: date-time */
                        activeSince?: string;
                        activeWithinDays?: number;
                        inactiveForDays?: number;
                        hasPaid?: boolean;
                        spendMinCents?: number;
                        spendMaxCents?: number;
                        /** Format: date-time */
                        signedUpFrom?: string;
                        /** Format: date-time */
                        signedUpBefore?: string;
                        /** @enum {string} */
                        platform?: "web" | "game_client";
                        experiment?: {
                            key: string;
                            variant: string;
                        };
                        /** @default false */
                        includeBanned?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAudience"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetAudience: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAudience"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminUpdateAudience: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /**
                     * @default {
                     *       "includeBanned": false
                     *     }
                     */
                    rules?: {
                        levelMin?: number;
                        levelMax?: number;
                        vip?: boolean;
                        country?: string;
                        countries?: string[];
                        /** Format: date-time */
                        activeSince?: string;
                        activeWithinDays?: number;
                        inactiveForDays?: number;
                        hasPaid?: boolean;
                        spendMinCents?: number;
                        spendMaxCents?: number;
                        /** Format: date-time */
                        signedUpFrom?: string;
                        /** Format: date-time */
                        signedUpBefore?: string;
                        /** @enum {string} */
                        platform?: "web" | "game_client";
                        experiment?: {
                            key: string;
                            variant: string;
                        };
                        /** @default false */
                        includeBanned?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAudience"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminDeleteAudience: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the record as it was */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAudience"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminPreviewAudience: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default {
                     *       "includeBanned": false
                     *     }
                     */
                    rules?: {
                        levelMin?: number;
                        levelMax?: number;
                        vip?: boolean;
                        country?: string;
                        countries?: string[];
                        /** Format: date-time */
                        activeSince?: string;
                        activeWithinDays?: number;
                        inactiveForDays?: number;
                        hasPaid?: boolean;
                        spendMinCents?: number;
                        spendMaxCents?: number;
                        /** Format: date-time */
                        signedUpFrom?: string;
                        /** Format: date-time */
                        signedUpBefore?: string;
                        /** @enum {string} */
                        platform?: "web" | "game_client";
                        experiment?: {
                            key: string;
                            variant: string;
                        };
                        /** @default false */
                        includeBanned?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description The size and a sample */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAudiencePreview"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListLiveEvents: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page; Content-Range: live-events <start>-<end>/<total> */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLiveEvent"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCreateLiveEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** Format: date-time */
                    startsAt: string;
                    /** Format: date-time */
                    endsAt: string;
                    /** @default null */
                    audienceId?: number | null;
                    /** @default [] */
                    modifiers?: ({
                        /** @enum {string} */
                        kind: "goldMultiplier";
                        factor: number;
                    } | {
                        /** @enum {string} */
                        kind: "xpMultiplier";
                        factor: number;
                    } | {
                        /** @enum {string} */
                        kind: "dropRateBoost";
                        factor: number;
                    } | {
                        /** @enum {string} */
                        kind: "shopDiscount";
                        percent: number;
                        /**
                         * @default null
                         * @enum {string|null}
                         */
                        category?: "monsters" | "relics" | "ingredients" | "cosmetics" | "vip" | "slots" | null;
                    } | {
                        /** @enum {string} */
                        kind: "featuredSummon";
                        /** @enum {string} */
                        egg: "wild" | "ember" | "tide" | "grove" | "stone" | "gale" | "dawn" | "dusk" | "radiant" | "starborn";
                        /** @default null */
                        discountPercent?: number | null;
                    } | {
                        /** @enum {string} */
                        kind: "leaderboard";
                        /** @enum {string} */
                        stat: "elo" | "kills" | "bossPoints" | "killPoints" | "pveWins";
                        rewards: {
                            fromRank: number;
                            toRank: number;
                            reward: {
                                gold?: number;
                                gems?: number;
                            };
                        }[];
                    })[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLiveEvent"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetLiveEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLiveEvent"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminUpdateLiveEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** Format: date-time */
                    startsAt: string;
                    /** Format: date-time */
                    endsAt: string;
                    /** @default null */
                    audienceId?: number | null;
                    /** @default [] */
                    modifiers?: ({
                        /** @enum {string} */
                        kind: "goldMultiplier";
                        factor: number;
                    } | {
                        /** @enum {string} */
                        kind: "xpMultiplier";
                        factor: number;
                    } | {
                        /** @enum {string} */
                        kind: "dropRateBoost";
                        factor: number;
                    } | {
                        /** @enum {string} */
                        kind: "shopDiscount";
                        percent: number;
                        /**
                         * @default null
                         * @enum {string|null}
                         */
                        category?: "monsters" | "relics" | "ingredients" | "cosmetics" | "vip" | "slots" | null;
                    } | {
                        /** @enum {string} */
                        kind: "featuredSummon";
                        /** @enum {string} */
                        egg: "wild" | "ember" | "tide" | "grove" | "stone" | "gale" | "dawn" | "dusk" | "radiant" | "starborn";
                        /** @default null */
                        discountPercent?: number | null;
                    } | {
                        /** @enum {string} */
                        kind: "leaderboard";
                        /** @enum {string} */
                        stat: "elo" | "kills" | "bossPoints" | "killPoints" | "pveWins";
                        rewards: {
                            fromRank: number;
                            toRank: number;
                            reward: {
                                gold?: number;
                                gems?: number;
                            };
                        }[];
                    })[];
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLiveEvent"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCancelLiveEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event, cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLiveEvent"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Ended or cancelled already (details.reason) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetLiveEventResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLiveEventResults"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListExperiments: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page; Content-Range: experiments <start>-<end>/<total> */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminExperiment"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCreateExperiment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    hypothesis?: string;
                    /** @default null */
                    audienceId?: number | null;
                    /** @default 100 */
                    trafficPercent?: number;
                    variants: {
                        key: string;
                        name: string;
                        weight: number;
                        /** @default {} */
                        values?: {
                            [key: string]: unknown;
                        };
                    }[];
                    /**
                     * @default null
                     * @enum {string|null}
                     */
                    metric?: "payerConversion" | "d1Retention" | "d7Retention" | "arppu" | "battlesPerPlayer" | "shopPurchasesPerPlayer" | null;
                } & {
                    key: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminExperiment"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Understood but refused by the game's rules (`details`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetExperiment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminExperiment"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminUpdateExperiment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    hypothesis?: string;
                    /** @default null */
                    audienceId?: number | null;
                    /** @default 100 */
                    trafficPercent?: number;
                    variants: {
                        key: string;
                        name: string;
                        weight: number;
                        /** @default {} */
                        values?: {
                            [key: string]: unknown;
                        };
                    }[];
                    /**
                     * @default null
                     * @enum {string|null}
                     */
                    metric?: "payerConversion" | "d1Retention" | "d7Retention" | "arppu" | "battlesPerPlayer" | "shopPurchasesPerPlayer" | null;
                } & {
                    key?: string;
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminExperiment"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Understood but refused by the game's rules (`details`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminDeleteExperiment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the record as it was */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminExperiment"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminStartExperiment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The experiment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminExperiment"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not a draft (details.reason) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminStopExperiment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The experiment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminExperiment"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not running (details.reason) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminShipExperimentVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    variant: string;
                };
            };
        };
        responses: {
            /** @description The experiment, shipped, and the config version made */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        experiment: components["schemas"]["AdminExperiment"];
                        configVersion: number;
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description A draft, or shipped already (details.reason) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Understood but refused by the game's rules (`details`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetExperimentResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminExperimentResults"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListPlayers: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Players */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlayer"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetPlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlayerDetail"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminBanPlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    durationHours?: number | null;
                    permanent?: boolean;
                };
            };
        };
        responses: {
            /** @description Banned */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BanState"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminUnbanPlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Unbanned */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BanState"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGrantToPlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    gold?: number;
                    gems?: number;
                    items?: ({
                        /** @enum {string} */
                        type: "monster";
                        name: string;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                        level?: number;
                    } | {
                        /** @enum {string} */
                        type: "relic";
                        name: string;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                        level?: number;
                    })[];
                    ingredients?: {
                        name: string;
                        quantity: number;
                    }[];
                    vipDays?: number;
                    /** @enum {boolean} */
                    gameAccess?: true;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Granted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffGrantResult"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminResetDailyReward: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reopened */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hasClaimedDailyReward: boolean;
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCreatePasswordResetLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, to hand to the player */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The game's reset page with the link's token */
                        url: string;
                        /** @description ISO time the link stops working */
                        expiresAt: string;
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListHistory: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description History rows */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryRow"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminExportPlayerData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive, as a file to save */
            200: {
                headers: {
                    /** @description attachment; the file name is monster-arena-data-<name>-<UTC day>.json */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerDataArchive"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description More than 30 an hour (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListPlayerItems: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Monsters and relics */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlayerItem"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListPlayerIngredients: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ingredients */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlayerIngredient"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListPlayerBans: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ban history */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlayerBan"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListPlayerSignIns: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sign-in history */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlayerSignIn"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListPlayerSummons: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pulls from eggs */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlayerSummonPull"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminRemovePlayerItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminSetPlayerItemLevel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    level: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Level set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        level: number;
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminRemovePlayerIngredient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quantity?: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        name: string;
                        removed: number;
                        left: number;
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminDeletePlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /** @enum {string} */
                    when: "now" | "after_grace";
                };
            };
        };
        responses: {
            /** @description Erased, or scheduled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerDeletionState"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCancelPlayerDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerDeletionCancelled"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListPromoCodes: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page; Content-Range: promo-codes <start>-<end>/<total> */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPromoCode"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCreatePromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @default  */
                    description?: string;
                    /**
                     * Format: date-time
                     * @default null
                     */
                    expiresAt?: string | null;
                    /** @default null */
                    maxUses?: number | null;
                    rewards: {
                        gold?: number;
                        gems?: number;
                        items?: ({
                            /** @enum {string} */
                            type: "monster";
                            name: string;
                            /** @enum {string} */
                            quality: "common" | "rare" | "epic" | "legendary";
                            level?: number;
                        } | {
                            /** @enum {string} */
                            type: "relic";
                            name: string;
                            /** @enum {string} */
                            quality: "common" | "rare" | "epic" | "legendary";
                            level?: number;
                        })[];
                        ingredients?: {
                            name: string;
                            quantity: number;
                        }[];
                        vipDays?: number;
                        gameAccess?: boolean;
                    };
                    /** @default null */
                    audienceId?: number | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPromoCode"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetPromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPromoCode"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminUpdatePromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    description?: string;
                    /**
                     * Format: date-time
                     * @default null
                     */
                    expiresAt?: string | null;
                    /** @default null */
                    maxUses?: number | null;
                    rewards: {
                        gold?: number;
                        gems?: number;
                        items?: ({
                            /** @enum {string} */
                            type: "monster";
                            name: string;
                            /** @enum {string} */
                            quality: "common" | "rare" | "epic" | "legendary";
                            level?: number;
                        } | {
                            /** @enum {string} */
                            type: "relic";
                            name: string;
                            /** @enum {string} */
                            quality: "common" | "rare" | "epic" | "legendary";
                            level?: number;
                        })[];
                        ingredients?: {
                            name: string;
                            quantity: number;
                        }[];
                        vipDays?: number;
                        gameAccess?: boolean;
                    };
                    /** @default null */
                    audienceId?: number | null;
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPromoCode"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminDeletePromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the record as it was */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPromoCode"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCreatePromoCodeBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    prefix: string;
                    count: number;
                    /** @default  */
                    description?: string;
                    /**
                     * Format: date-time
                     * @default null
                     */
                    expiresAt?: string | null;
                    /** @default null */
                    maxUses?: number | null;
                    rewards: {
                        gold?: number;
                        gems?: number;
                        items?: ({
                            /** @enum {string} */
                            type: "monster";
                            name: string;
                            /** @enum {string} */
                            quality: "common" | "rare" | "epic" | "legendary";
                            level?: number;
                        } | {
                            /** @enum {string} */
                            type: "relic";
                            name: string;
                            /** @enum {string} */
                            quality: "common" | "rare" | "epic" | "legendary";
                            level?: number;
                        })[];
                        ingredients?: {
                            name: string;
                            quantity: number;
                        }[];
                        vipDays?: number;
                        gameAccess?: boolean;
                    };
                    /** @default null */
                    audienceId?: number | null;
                };
            };
        };
        responses: {
            /** @description The codes made */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPromoCodeBatch"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListPromoCodeRedemptions: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page; Content-Range: promo-code-redemptions <start>-<end>/<total> */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPromoCodeRedemption"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetRemoteConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live config and the keys */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRemoteConfig"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminSaveRemoteConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default {} */
                    values?: {
                        [key: string]: unknown;
                    };
                    /** @default [] */
                    audiences?: {
                        audienceId: number;
                        values: {
                            [key: string]: unknown;
                        };
                    }[];
                    note: string;
                    baseVersion?: number;
                };
            };
        };
        responses: {
            /** @description The new (live) version */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminConfigVersion"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description A newer version was saved since `baseVersion` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description A key the game does not read, a value its rule refuses, or an audience that does not exist (`details.fields`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListRemoteConfigVersions: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page; Content-Range: versions <start>-<end>/<total> */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminConfigVersionRow"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminPreviewRemoteConfig: {
        parameters: {
            query: {
                playerId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's config */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRemoteConfigPreview"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description There is no such player */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetRemoteConfigVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminConfigVersion"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminRestoreRemoteConfigVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The new (live) version */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminConfigVersion"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description This version is the live one already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListPolls: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page; Content-Range: polls <start>-<end>/<total> */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPoll"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCreatePoll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    question: string;
                    options: string[];
                    /** Format: date-time */
                    startsAt: string;
                    /** Format: date-time */
                    endsAt: string;
                    /** @default null */
                    rewards?: {
                        gold?: number;
                        gems?: number;
                        items?: ({
                            /** @enum {string} */
                            type: "monster";
                            name: string;
                            /** @enum {string} */
                            quality: "common" | "rare" | "epic" | "legendary";
                            level?: number;
                        } | {
                            /** @enum {string} */
                            type: "relic";
                            name: string;
                            /** @enum {string} */
                            quality: "common" | "rare" | "epic" | "legendary";
                            level?: number;
                        })[];
                        ingredients?: {
                            name: string;
                            quantity: number;
                        }[];
                        vipDays?: number;
                        gameAccess?: boolean;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPollDefinition"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetPoll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPollWithResults"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminUpdatePoll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    question: string;
                    options: string[];
                    /** Format: date-time */
                    startsAt: string;
                    /** Format: date-time */
                    endsAt: string;
                    /** @default null */
                    rewards?: {
                        gold?: number;
                        gems?: number;
                        items?: ({
                            /** @enum {string} */
                            type: "monster";
                            name: string;
                            /** @enum {string} */
                            quality: "common" | "rare" | "epic" | "legendary";
                            level?: number;
                        } | {
                            /** @enum {string} */
                            type: "relic";
                            name: string;
                            /** @enum {string} */
                            quality: "common" | "rare" | "epic" | "legendary";
                            level?: number;
                        })[];
                        ingredients?: {
                            name: string;
                            quantity: number;
                        }[];
                        vipDays?: number;
                        gameAccess?: boolean;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPollDefinition"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminDeletePoll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the record as it was */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPollDefinition"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListShopItems: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Shop items */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminShopItem"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCreateShopItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    category: "monsters" | "relics" | "ingredients" | "cosmetics" | "vip" | "slots";
                    price: number;
                    /** @enum {string} */
                    currency: "gold" | "gems";
                    tier: number;
                    /** @default 0 */
                    discount?: number;
                    /** @default false */
                    isAvailable?: boolean;
                    /** @default false */
                    isOneTime?: boolean;
                    /** @default false */
                    isRetired?: boolean;
                    grant: {
                        /** @enum {string} */
                        kind: "monster";
                        name: string;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                    } | {
                        /** @enum {string} */
                        kind: "relic";
                        name: string;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                    } | {
                        /** @enum {string} */
                        kind: "summon";
                        egg: string;
                    } | {
                        /** @enum {string} */
                        kind: "ingredient";
                        name: string;
                        quantity: number;
                    } | {
                        /** @enum {string} */
                        kind: "cosmetic";
                        /** @enum {string} */
                        slot: "avatar" | "banner" | "frame";
                        id: string;
                    } | {
                        /** @enum {string} */
                        kind: "vipDays";
                        days: number;
                    } | {
                        /** @enum {string} */
                        kind: "gameAccess";
                    } | {
                        /** @enum {string} */
                        kind: "slots";
                        /** @enum {string} */
                        inventory: "monsterSlots" | "relicSlots" | "ingredientSlots" | "ingredientsCap";
                        amount: number;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminShopItem"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetShopItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminShopItem"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminUpdateShopItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    category?: "monsters" | "relics" | "ingredients" | "cosmetics" | "vip" | "slots";
                    price?: number;
                    /** @enum {string} */
                    currency?: "gold" | "gems";
                    tier?: number;
                    discount?: number;
                    isAvailable?: boolean;
                    isOneTime?: boolean;
                    isRetired?: boolean;
                    grant?: {
                        /** @enum {string} */
                        kind: "monster";
                        name: string;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                    } | {
                        /** @enum {string} */
                        kind: "relic";
                        name: string;
                        /** @enum {string} */
                        quality: "common" | "rare" | "epic" | "legendary";
                    } | {
                        /** @enum {string} */
                        kind: "summon";
                        egg: string;
                    } | {
                        /** @enum {string} */
                        kind: "ingredient";
                        name: string;
                        quantity: number;
                    } | {
                        /** @enum {string} */
                        kind: "cosmetic";
                        /** @enum {string} */
                        slot: "avatar" | "banner" | "frame";
                        id: string;
                    } | {
                        /** @enum {string} */
                        kind: "vipDays";
                        days: number;
                    } | {
                        /** @enum {string} */
                        kind: "gameAccess";
                    } | {
                        /** @enum {string} */
                        kind: "slots";
                        /** @enum {string} */
                        inventory: "monsterSlots" | "relicSlots" | "ingredientSlots" | "ingredientsCap";
                        amount: number;
                    };
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminShopItem"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminDeleteShopItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the record as it was */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminShopItem"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminPreviewShopRotation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopRotation"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminRotateShop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rotation, with the id of its job run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopRotation"] & {
                        runId: number;
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListLeaderboards: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Boards */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLeaderboard"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCreateLeaderboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    periodicity: "daily" | "weekly" | "monthly" | "season" | "allTime";
                    /** @enum {string} */
                    type: "elo" | "kills" | "bossPoints" | "killPoints" | "pveWins";
                    /** @enum {string} */
                    operator: "best" | "set" | "increment";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLeaderboard"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetLeaderboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLeaderboardDetail"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminUpdateLeaderboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    operator: "best" | "set" | "increment";
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLeaderboard"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminResetLeaderboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardReset"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListLeaderboardStandings: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Standings */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardStanding"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListLeaderboardArchive: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Archived standings */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchivedStanding"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListTransactions: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Purchases */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTransaction"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTransaction"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminRefundTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Refunded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionRefund"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetOwnSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your second factor */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSecondFactorStatus"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminStartSecondFactorSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secret, its URI and QR code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSecondFactorSetup"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description A second factor is already set up */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminConfirmSecondFactorSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSecondFactorCode"];
            };
        };
        responses: {
            /** @description The recovery codes (the session cookie is re-issued) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRecoveryCodes"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminVerifySecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSecondFactorVerify"];
            };
        };
        responses: {
            /** @description Passed (the session cookie is re-issued) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSecondFactorVerified"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminNewRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSecondFactorCode"];
            };
        };
        responses: {
            /** @description The new recovery codes, shown once */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRecoveryCodes"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminTurnOffSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSecondFactorCode"];
            };
        };
        responses: {
            /** @description Turned off */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetStaffSecurityPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStaffSecurityPolicy"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminUpdateStaffSecurityPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminStaffSecurityPolicyChange"];
            };
        };
        responses: {
            /** @description The policy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStaffSecurityPolicy"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminResetSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSecondFactorResetReason"];
            };
        };
        responses: {
            /** @description Reset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSecondFactorReset"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description No second factor to reset */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListStaff: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Staff */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMember"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCreateStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    role: "admin" | "liveops" | "analyst";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMember"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMember"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminUpdateStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "admin" | "liveops" | "analyst" | "player";
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMember"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not possible in the current state (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListServerKeys: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page; Content-Range: server-keys <start>-<end>/<total> */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminServerKey"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCreateServerKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("matches:report" | "rewards:grant")[];
                    /**
                     * Format: date-time
                     * @default null
                     */
                    expiresAt?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminIssuedServerKey"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetServerKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminServerKey"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminRotateServerKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    graceMinutes?: number;
                };
            };
        };
        responses: {
            /** @description The new key, with its secret, and the old one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRotatedServerKey"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Revoked, replaced or expired: make a new key */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminRevokeServerKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key, revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminServerKey"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Already revoked */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListServerKeyUses: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page; Content-Range: server-key-uses <start>-<end>/<total> */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminServerKeyUse"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page; Content-Range: webhook-endpoints <start>-<end>/<total> */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWebhookEndpoint"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminCreateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    description?: string | null;
                    events: ("purchase.completed" | "purchase.refunded" | "player.signed_up" | "player.banned" | "promo.redeemed" | "achievement.unlocked" | "player.level_up")[];
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWebhookEndpointCreated"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWebhookEndpoint"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminUpdateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    description?: string | null;
                    events?: ("purchase.completed" | "purchase.refunded" | "player.signed_up" | "player.banned" | "promo.redeemed" | "achievement.unlocked" | "player.level_up")[];
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWebhookEndpoint"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminDeleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the record as it was */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWebhookEndpoint"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminRevealWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWebhookSecret"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminRollWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWebhookSecret"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminSendTestWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test event's delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWebhookDeliveryDetail"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminListWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start,end], inclusive, at most 500 rows */
                range?: string;
                /** @description JSON object of the resource's filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page; Content-Range: webhook-deliveries <start>-<end>/<total> */
            200: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWebhookDelivery"][];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWebhookDeliveryDetail"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminResendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery after the attempt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWebhookDeliveryDetail"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetAnalyticsMetric: {
        parameters: {
            query?: {
                /** @description First UTC day, included (default: 29 days before `to`) */
                from?: string;
                /** @description Last UTC day, included (default: today) */
                to?: string;
                /** @description Bucket of the series (default day) */
                granularity?: "day" | "week" | "month";
            };
            header?: never;
            path: {
                metric: "overview" | "active-users" | "new-players" | "retention" | "revenue" | "revenue-reporting" | "monetization" | "shop-sales" | "economy" | "active-vips" | "promo-redemptions" | "polls" | "inbox" | "monsters" | "leaderboard-scores" | "summons";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metric's rows */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsMetric"];
                };
            };
            /** @description A bad range or granularity */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not staff */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminVerifyLedger: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report; `mismatches` lists up to `limit` players whose balance differs from their ledger */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LedgerReport"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The home summary */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        avatar: string;
                        level: number;
                        xp: number;
                        xpToNext: number;
                        gold: number;
                        gems: number;
                        isVip: boolean;
                        hasGameAccess: boolean;
                        gameAccessMessage: string | null;
                        hasClaimedDailyReward: boolean;
                        campaignProgress: number;
                        campaignLength: number;
                        nextMap: {
                            key: string;
                            title: string;
                        } | null;
                        teamSize: number;
                        quests: {
                            key: string;
                            name: string;
                            /** @enum {string} */
                            type: "daily" | "weekly";
                            description: string;
                            target: number;
                            value: number;
                            reward: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            };
                            isCompleted: boolean;
                            isClaimed: boolean;
                        }[];
                        /** @enum {string} */
                        greeting: "new" | "returning";
                        firstSteps: {
                            steps: {
                                /** @enum {string} */
                                key: "buildTeam" | "winBattle" | "claimQuest" | "claimDailyReward" | "viewCollection";
                                title: string;
                                hint: string;
                                done: boolean;
                            }[];
                            done: number;
                            total: number;
                        } | null;
                        welcomeGiftWaiting: boolean;
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getInventory: {
        parameters: {
            query?: {
                type?: "all" | "monster" | "relic" | "ingredient";
                quality?: "all" | "common" | "rare" | "epic" | "legendary";
                sort?: "level" | "quality" | "name" | "newest";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The inventory */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        capacities: {
                            monsterSlots: number;
                            relicSlots: number;
                            ingredientSlots: number;
                            ingredientsCap: number;
                        };
                        usage: {
                            monsterSlots: number;
                            relicSlots: number;
                            ingredientSlots: number;
                        };
                        monsters: {
                            id: number;
                            /** @enum {string} */
                            type: "monster" | "relic";
                            name: string;
                            /** @enum {string} */
                            quality: "common" | "rare" | "epic" | "legendary";
                            level: number;
                            xp: number;
                            maxLevel: number;
                            skinId: string | null;
                            skins: string[];
                            element: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            sellPrice: number;
                            teams: number[];
                            canTranscend: boolean;
                            /** @description Xp another monster of its kind gains if this one is merged into it */
                            mergeXp: number | null;
                            upgradeCost: {
                                gold: number;
                                /** @enum {string} */
                                ingredientRarity: "common" | "rare" | "epic" | "legendary";
                                ingredientQuantity: number;
                            } | null;
                        }[];
                        relics: {
                            id: number;
                            /** @enum {string} */
                            type: "monster" | "relic";
                            name: string;
                            /** @enum {string} */
                            quality: "common" | "rare" | "epic" | "legendary";
                            level: number;
                            xp: number;
                            maxLevel: number;
                            skinId: string | null;
                            skins: string[];
                            element: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            sellPrice: number;
                            teams: number[];
                            canTranscend: boolean;
                            /** @description Xp another monster of its kind gains if this one is merged into it */
                            mergeXp: number | null;
                            upgradeCost: {
                                gold: number;
                                /** @enum {string} */
                                ingredientRarity: "common" | "rare" | "epic" | "legendary";
                                ingredientQuantity: number;
                            } | null;
                        }[];
                        ingredients: {
                            name: string;
                            /** @enum {string} */
                            rarity: "common" | "rare" | "epic" | "legendary";
                            quantity: number;
                            sellPrice: number;
                        }[];
                        ingredientCatalogue: {
                            name: string;
                            /** @enum {string} */
                            rarity: "common" | "rare" | "epic" | "legendary";
                        }[];
                        blackMarketRate: {
                            give: number;
                            receive: number;
                        };
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sellItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sold */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gold: number;
                        balance: {
                            /** @enum {string} */
                            currency: "gold" | "gems";
                            delta: number;
                            balanceAfter: number;
                        };
                        quests: {
                            key: string;
                            name: string;
                            value: number;
                            target: number;
                            isClaimed: boolean;
                            justCompleted: boolean;
                        }[];
                        achievements: {
                            key: string;
                            name: string;
                            description: string;
                            reward: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            };
                            overflowMessageId: number | null;
                        }[];
                        item: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            type: "monster" | "relic";
                        };
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found, or not the player's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description In a team, or the last monster (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sellIngredient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description Sold */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gold: number;
                        balance: {
                            /** @enum {string} */
                            currency: "gold" | "gems";
                            delta: number;
                            balanceAfter: number;
                        };
                        quests: {
                            key: string;
                            name: string;
                            value: number;
                            target: number;
                            isClaimed: boolean;
                            justCompleted: boolean;
                        }[];
                        achievements: {
                            key: string;
                            name: string;
                            description: string;
                            reward: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            };
                            overflowMessageId: number | null;
                        }[];
                        remaining: number;
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not that many of that ingredient */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    upgradeRelic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An ingredient of the relic's rarity */
                    ingredient: string;
                };
            };
        };
        responses: {
            /** @description Upgraded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        relic: {
                            id: number;
                            name: string;
                            level: number;
                        };
                        gold: number;
                        ingredient: {
                            name: string;
                            quantity: number;
                        };
                        balance: {
                            /** @enum {string} */
                            currency: "gold" | "gems";
                            delta: number;
                            balanceAfter: number;
                        };
                        quests: {
                            key: string;
                            name: string;
                            value: number;
                            target: number;
                            isClaimed: boolean;
                            justCompleted: boolean;
                        }[];
                        achievements: {
                            key: string;
                            name: string;
                            description: string;
                            reward: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            };
                            overflowMessageId: number | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not enough gold or gems (`details.price`, `balance`, `shortfall`) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found, or not the player's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description At its highest level, or not enough of the ingredient */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    transcendMonster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Transcended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        transcended: {
                            id: number;
                            name: string;
                            /** Format: date-time */
                            acquiredAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found, or not the player's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not at its level cap, or already transcended */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    mergeMonster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    intoId: number;
                };
            };
        };
        responses: {
            /** @description Merged */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        merged: {
                            id: number;
                            name: string;
                        };
                        into: {
                            id: number;
                            name: string;
                            level: number;
                            xp: number;
                            levelsGained: number;
                        };
                        xp: number;
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found, or not the player's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not the same species, in a team, or the target is at its cap */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    equipSkin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    skinId: string;
                };
            };
        };
        responses: {
            /** @description Worn */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        monsterId: number;
                        skinId: string;
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found, or not the player's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    tradeOnBlackMarket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    give: string;
                    receive: string;
                    times?: number;
                };
            };
        };
        responses: {
            /** @description Traded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gave: {
                            name: string;
                            quantity: number;
                        };
                        received: {
                            name: string;
                            quantity: number;
                        };
                        grant: {
                            granted: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            };
                            overflow: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            } | null;
                            overflowMessageId: number | null;
                            balances: {
                                /** @enum {string} */
                                currency: "gold" | "gems";
                                delta: number;
                                balanceAfter: number;
                            }[];
                            itemIds: number[];
                        };
                        quests: {
                            key: string;
                            name: string;
                            value: number;
                            target: number;
                            isClaimed: boolean;
                            justCompleted: boolean;
                        }[];
                        achievements: {
                            key: string;
                            name: string;
                            description: string;
                            reward: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            };
                            overflowMessageId: number | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not enough ingredients to give */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The teams */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamsAnswer"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    saveTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                teamSlot: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    members: {
                        slot: number;
                        monsterId: number;
                        relicId?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description The teams after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamsAnswer"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such monster or relic of the player's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                teamSlot: number;
                slot: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    monsterId: number;
                    relicId?: number | null;
                };
            };
        };
        responses: {
            /** @description The teams after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamsAnswer"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such monster or relic of the player's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    clearTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                teamSlot: number;
                slot: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The teams after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamsAnswer"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    swapTeamMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                teamSlot: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: number;
                    to: number;
                };
            };
        };
        responses: {
            /** @description The teams after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamsAnswer"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reportMatch: {
        parameters: {
            query?: never;
            header: {
                /** @description A server key that may report matches */
                "x-game-server-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServerMatchReport"];
            };
        };
        responses: {
            /** @description Applied, or the stored result of an earlier report with this matchId (replayed: true) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        matchReportId: number;
                        matchId: string;
                        replayed: boolean;
                        /** @enum {string} */
                        mode: "pve" | "challenge" | "boss" | "pvp";
                        map: string | null;
                        difficulty: number | null;
                        won: boolean;
                        turns: number;
                        kills: number;
                        gold: number;
                        drops: {
                            gold?: number;
                            gems?: number;
                            items?: ({
                                /** @enum {string} */
                                type: "monster";
                                name: string;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                level?: number;
                            } | {
                                /** @enum {string} */
                                type: "relic";
                                name: string;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                level?: number;
                            })[];
                            ingredients?: {
                                name: string;
                                quantity: number;
                            }[];
                            vipDays?: number;
                            gameAccess?: boolean;
                        };
                        overflowMessageId: number | null;
                        /** @description The live event whose modifiers applied, and the gold it added */
                        liveEvent?: {
                            id: number;
                            name: string;
                            goldBonus: number;
                        } | null;
                        player: {
                            level: number;
                            xp: number;
                            xpToNext: number;
                            levelsGained: number;
                        };
                        monsters: {
                            id: number;
                            name: string;
                            level: number;
                            xp: number;
                            levelsGained: number;
                            xpGained: number;
                        }[];
                        masteries: {
                            name: string;
                            level: number;
                            xp: number;
                        }[];
                        elo: {
                            before: number;
                            after: number;
                        } | null;
                        campaignProgress: {
                            before: number;
                            after: number;
                        };
                        quests: {
                            key: string;
                            name: string;
                            value: number;
                            target: number;
                            isClaimed: boolean;
                            justCompleted: boolean;
                        }[];
                        achievements: {
                            key: string;
                            name: string;
                            description: string;
                            reward: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            };
                            overflowMessageId: number | null;
                        }[];
                        events: ({
                            /** @enum {string} */
                            type: "level:up";
                            level: number;
                        } | {
                            /** @enum {string} */
                            type: "achievement:unlocked";
                            key: string;
                        })[];
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No server key, or one that is unknown, revoked, expired or replaced (`details.reason`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A player's session instead of a server key (players play battles: POST /api/battles), a key that may not report matches, a banned player, or a map or difficulty locked for the player (`details.reason`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such player */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The team is empty, or the matchId was used for another report (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An impossible result (`details.violations`); kept in History */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPlayOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the player may play */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hasGameAccess: boolean;
                        gameAccessMessage: string | null;
                        pvpNeedsGameAccess: boolean;
                        campaignProgress: number;
                        challengesUnlockAfterMaps: number;
                        elo: number;
                        teamSizes: number[];
                        campaign: {
                            key: string;
                            title: string;
                            /** @enum {string} */
                            type: "challenge" | "campaign";
                            isBoss: boolean;
                            isLocked: boolean;
                            isFree: boolean;
                            needsGameAccess: boolean;
                            enemies: {
                                name: string;
                                level: number;
                                element: string | null;
                            }[];
                            turnLimit: number;
                            maxGroupSize: number | null;
                            groupRule: string | null;
                            curse: number;
                            curseBonusPercent: number;
                            rewards: {
                                gold: number;
                                playerXp: number;
                                monsterXp: number;
                            };
                            yourPower: number;
                            difficulties: {
                                difficulty: number;
                                label: string;
                                isUnlocked: boolean;
                                isCompleted: boolean;
                                bestTurns: number | null;
                                lockedReason: string | null;
                                recommended: {
                                    enemyLevel: number;
                                    enemyPower: number;
                                    level: number;
                                    power: number;
                                };
                                /** @enum {string} */
                                readiness: "ready" | "even" | "too_hard";
                            }[];
                        }[];
                        challenges: {
                            key: string;
                            title: string;
                            /** @enum {string} */
                            type: "challenge" | "campaign";
                            isBoss: boolean;
                            isLocked: boolean;
                            isFree: boolean;
                            needsGameAccess: boolean;
                            enemies: {
                                name: string;
                                level: number;
                                element: string | null;
                            }[];
                            turnLimit: number;
                            maxGroupSize: number | null;
                            groupRule: string | null;
                            curse: number;
                            curseBonusPercent: number;
                            rewards: {
                                gold: number;
                                playerXp: number;
                                monsterXp: number;
                            };
                            yourPower: number;
                            difficulties: {
                                difficulty: number;
                                label: string;
                                isUnlocked: boolean;
                                isCompleted: boolean;
                                bestTurns: number | null;
                                lockedReason: string | null;
                                recommended: {
                                    enemyLevel: number;
                                    enemyPower: number;
                                    level: number;
                                    power: number;
                                };
                                /** @enum {string} */
                                readiness: "ready" | "even" | "too_hard";
                            }[];
                        }[];
                        opponents: {
                            userId: string;
                            name: string;
                            level: number;
                            elo: number;
                            teamSize: number;
                            power: number;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    startBattle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    mode: "campaign" | "challenge" | "pvp";
                    map?: string;
                    /** @default 1 */
                    difficulty?: number;
                    /** @default 0 */
                    teamSlot?: number | null;
                    /** Format: uuid */
                    opponentUserId?: string;
                };
            };
        };
        responses: {
            /** @description The battle's result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        matchReportId: number;
                        matchId: string;
                        replayed: boolean;
                        /** @enum {string} */
                        mode: "pve" | "challenge" | "boss" | "pvp";
                        map: string | null;
                        difficulty: number | null;
                        won: boolean;
                        turns: number;
                        kills: number;
                        gold: number;
                        drops: {
                            gold?: number;
                            gems?: number;
                            items?: ({
                                /** @enum {string} */
                                type: "monster";
                                name: string;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                level?: number;
                            } | {
                                /** @enum {string} */
                                type: "relic";
                                name: string;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                level?: number;
                            })[];
                            ingredients?: {
                                name: string;
                                quantity: number;
                            }[];
                            vipDays?: number;
                            gameAccess?: boolean;
                        };
                        overflowMessageId: number | null;
                        /** @description The live event whose modifiers applied, and the gold it added */
                        liveEvent?: {
                            id: number;
                            name: string;
                            goldBonus: number;
                        } | null;
                        player: {
                            level: number;
                            xp: number;
                            xpToNext: number;
                            levelsGained: number;
                        };
                        monsters: {
                            id: number;
                            name: string;
                            level: number;
                            xp: number;
                            levelsGained: number;
                            xpGained: number;
                        }[];
                        masteries: {
                            name: string;
                            level: number;
                            xp: number;
                        }[];
                        elo: {
                            before: number;
                            after: number;
                        } | null;
                        campaignProgress: {
                            before: number;
                            after: number;
                        };
                        quests: {
                            key: string;
                            name: string;
                            value: number;
                            target: number;
                            isClaimed: boolean;
                            justCompleted: boolean;
                        }[];
                        achievements: {
                            key: string;
                            name: string;
                            description: string;
                            reward: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            };
                            overflowMessageId: number | null;
                        }[];
                        events: ({
                            /** @enum {string} */
                            type: "level:up";
                            level: number;
                        } | {
                            /** @enum {string} */
                            type: "achievement:unlocked";
                            key: string;
                        })[];
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Banned, no game access, or the map or difficulty is locked (`details.reason`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such map or opponent */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The team is empty, or the opponent has no defence team (`details.reason`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getBattle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The battle */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** Format: date-time */
                        createdAt: string;
                        title: string;
                        opponentName: string | null;
                        outcome: {
                            seed: string;
                            /** @enum {string} */
                            winner: "attacker" | "defender";
                            turns: number;
                            turnLimit: number;
                            kills: {
                                attacker: number;
                                defender: number;
                            };
                            units: {
                                name: string;
                                /** @enum {string} */
                                element: "fire" | "water" | "nature" | "earth" | "air" | "light" | "shadow";
                                level: number;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                skinId: string | null;
                                maxHp: number;
                                attack: number;
                                defense: number;
                                speed: number;
                                ability: {
                                    name: string;
                                    /** @enum {string} */
                                    kind: "damage" | "heal" | "shield" | "stun";
                                    power: number;
                                };
                                relic: string | null;
                                /** @enum {string} */
                                side: "attacker" | "defender";
                                slot: number;
                            }[];
                            events: {
                                turn: number;
                                actor: {
                                    /** @enum {string} */
                                    side: "attacker" | "defender";
                                    slot: number;
                                };
                                /** @enum {string} */
                                action: "attack" | "ability" | "stunned";
                                ability?: string;
                                /** @enum {string} */
                                kind?: "damage" | "heal" | "shield" | "stun";
                                effects: {
                                    target: {
                                        /** @enum {string} */
                                        side: "attacker" | "defender";
                                        slot: number;
                                    };
                                    damage?: number;
                                    absorbed?: number;
                                    heal?: number;
                                    shield?: number;
                                    stun?: number;
                                    /** @enum {string} */
                                    matchup?: "strong" | "weak";
                                    hp: number;
                                    defeated?: boolean;
                                }[];
                            }[];
                            finalHp: number[];
                        };
                        result: {
                            matchReportId: number;
                            matchId: string;
                            replayed: boolean;
                            /** @enum {string} */
                            mode: "pve" | "challenge" | "boss" | "pvp";
                            map: string | null;
                            difficulty: number | null;
                            won: boolean;
                            turns: number;
                            kills: number;
                            gold: number;
                            drops: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            };
                            overflowMessageId: number | null;
                            /** @description The live event whose modifiers applied, and the gold it added */
                            liveEvent?: {
                                id: number;
                                name: string;
                                goldBonus: number;
                            } | null;
                            player: {
                                level: number;
                                xp: number;
                                xpToNext: number;
                                levelsGained: number;
                            };
                            monsters: {
                                id: number;
                                name: string;
                                level: number;
                                xp: number;
                                levelsGained: number;
                                xpGained: number;
                            }[];
                            masteries: {
                                name: string;
                                level: number;
                                xp: number;
                            }[];
                            elo: {
                                before: number;
                                after: number;
                            } | null;
                            campaignProgress: {
                                before: number;
                                after: number;
                            };
                            quests: {
                                key: string;
                                name: string;
                                value: number;
                                target: number;
                                isClaimed: boolean;
                                justCompleted: boolean;
                            }[];
                            achievements: {
                                key: string;
                                name: string;
                                description: string;
                                reward: {
                                    gold?: number;
                                    gems?: number;
                                    items?: ({
                                        /** @enum {string} */
                                        type: "monster";
                                        name: string;
                                        /** @enum {string} */
                                        quality: "common" | "rare" | "epic" | "legendary";
                                        level?: number;
                                    } | {
                                        /** @enum {string} */
                                        type: "relic";
                                        name: string;
                                        /** @enum {string} */
                                        quality: "common" | "rare" | "epic" | "legendary";
                                        level?: number;
                                    })[];
                                    ingredients?: {
                                        name: string;
                                        quantity: number;
                                    }[];
                                    vipDays?: number;
                                    gameAccess?: boolean;
                                };
                                overflowMessageId: number | null;
                            }[];
                            events: ({
                                /** @enum {string} */
                                type: "level:up";
                                level: number;
                            } | {
                                /** @enum {string} */
                                type: "achievement:unlocked";
                                key: string;
                            })[];
                        };
                        advice: string | null;
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found, or not the player's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listQuests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestsAnswer"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    claimQuest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Claimed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        name: string;
                        grant: {
                            granted: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            };
                            overflow: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            } | null;
                            overflowMessageId: number | null;
                            balances: {
                                /** @enum {string} */
                                currency: "gold" | "gems";
                                delta: number;
                                balanceAfter: number;
                            }[];
                            itemIds: number[];
                        };
                        achievements: {
                            key: string;
                            name: string;
                            description: string;
                            reward: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            };
                            overflowMessageId: number | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such quest */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not finished yet, or already claimed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAchievements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The achievements */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AchievementsAnswer"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPublicProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        name: string;
                        avatar: string;
                        banner: string;
                        frame: string;
                        level: number;
                        isVip: boolean;
                        /** Format: date-time */
                        memberSince: string;
                        campaignProgress: number;
                        achievements: {
                            key: string;
                            name: string;
                            description: string;
                            /** Format: date-time */
                            acquiredAt: string;
                        }[];
                        bestMonsters: {
                            id: number;
                            name: string;
                            level: number;
                            /** @enum {string} */
                            quality: "common" | "rare" | "epic" | "legendary";
                            skinId: string | null;
                        }[];
                        stats: {
                            elo: number;
                            kills: number;
                            bossKills: number;
                            pveWins: number;
                            pveLosses: number;
                            pvpWins: number;
                            pvpLosses: number;
                            challengesCompleted: number;
                            daysPlayed: number;
                            timePlayed: number;
                        };
                        transcended: {
                            name: string;
                            type: string;
                            /** Format: date-time */
                            acquiredAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No player of that name */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    avatar?: string;
                    banner?: string;
                    frame?: string;
                };
            };
        };
        responses: {
            /** @description The profile after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        avatar: string;
                        banner: string;
                        frame: string;
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Banned, or a cosmetic the player does not own */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description That display name is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    grantRewardFromServer: {
        parameters: {
            query?: never;
            header: {
                /** @description A server key that may grant rewards */
                "x-game-server-key": string;
                /** @description The server's id of this grant: a retry with it grants nothing again */
                "idempotency-key": string;
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServerGrant"];
            };
        };
        responses: {
            /** @description Granted, or the stored result of an earlier grant with this key (replayed: true) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerGrantResult"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A player's session instead of a key, or a key without the scope rewards:grant (`details.reason`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such player */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The idempotency key was used for another grant to this player */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCollection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The book */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSpecies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The species */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Species"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such species */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getOwnedMonster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The monster */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnedMonster"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such monster of the player's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getElementChart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ElementChart"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFirstSteps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guide */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirstSteps"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    recordCollectionVisit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CollectionVisit"];
            };
        };
        responses: {
            /** @description Recorded: the guide now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirstSteps"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Balances */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wallet"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getShop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shop */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shop"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPurchases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description History */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseHistory"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    purchaseShopItem: {
        parameters: {
            query?: never;
            header: {
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    shopItemId: number;
                };
            };
        };
        responses: {
            /** @description Bought (or the replay of a purchase with this key) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopPurchase"];
                };
            };
            /** @description Invalid body or Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not enough gold or gems: details.price, balance and shortfall */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description details.reason: not_available, already_owned, inventory_full or idempotency_key_reused */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listSummonOdds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The odds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SummonOdds"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listSummonPulls: {
        parameters: {
            query?: {
                /** @description Rows per page, at most 100 */
                limit?: number;
                /** @description The previous page's `nextCursor`; none for the first page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of pulls */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SummonPulls"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listGemPacks: {
        parameters: {
            query?: {
                currency?: "usd" | "eur" | "gbp";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Packs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True without STRIPE_SECRET_KEY: no real payment */
                        testMode: boolean;
                        currencies: ("usd" | "eur" | "gbp")[];
                        packs: {
                            id: string;
                            /** @description What the pack credits, bonus included */
                            gems: number;
                            baseGems: number;
                            bonusGems: number;
                            /** @description The bonus over the base, percent */
                            bonusPercent: number;
                            currency: string;
                            /** @description Minor units (cents, pence) */
                            price: number;
                            priceLabel: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    startCheckout: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    packId: "gems-100" | "gems-550" | "gems-1200" | "gems-2500" | "gems-6500" | "gems-14000";
                    /**
                     * @default usd
                     * @enum {string}
                     */
                    currency?: "usd" | "eur" | "gbp";
                };
            };
        };
        responses: {
            /** @description Go to `url` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Checkout"];
                };
            };
            /** @description Unknown pack or currency */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCheckoutStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description credited, reversed, processing (paid, webhook not yet in) or unpaid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such checkout for this player */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    receiveStripeWebhook: {
        parameters: {
            query?: never;
            header?: {
                "stripe-signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        duplicate: boolean;
                        type: string;
                    };
                };
            };
            /** @description Bad or missing signature: nothing was done */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    redeemPromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Redeemed: what was granted (and what went to the inbox when the inventory was full) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromoRedemption"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Banned, or a code for a saved audience the player is not in (details.reason `not_in_audience`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown code (details.reason `unknown`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description details.reason: `expired`, `used_up` or `already_redeemed` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts (Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getVip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description VIP */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isVip: boolean;
                        vipExpiresAt: string | null;
                        totalVipDays: number;
                        passes: {
                            /** @description The shop item: buy it with POST /api/shop/purchases */
                            id: number;
                            name: string;
                            days: number;
                            /** @enum {string} */
                            currency: "gold" | "gems";
                            /** @description List price */
                            price: number;
                            discount: number;
                            /** @description What this player pays, as in the shop */
                            effectivePrice: number;
                            /** @description How much more the player needs (0: affordable) */
                            shortfall: number;
                        }[];
                        balances: {
                            gold: number;
                            gems: number;
                        };
                        perks: {
                            dailyRewardMultiplier: number;
                            shopDiscountPercent: number;
                            extraSlots: {
                                [key: string]: number;
                            };
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDailyReward: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Calendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        todayIndex: number;
                        claimable: boolean;
                        isVip: boolean;
                        multiplier: number;
                        calendar: {
                            gold?: number;
                            gems?: number;
                            items?: ({
                                /** @enum {string} */
                                type: "monster";
                                name: string;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                level?: number;
                            } | {
                                /** @enum {string} */
                                type: "relic";
                                name: string;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                level?: number;
                            })[];
                            ingredients?: {
                                name: string;
                                quantity: number;
                            }[];
                            vipDays?: number;
                            gameAccess?: boolean;
                        }[];
                        today: {
                            gold?: number;
                            gems?: number;
                            items?: ({
                                /** @enum {string} */
                                type: "monster";
                                name: string;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                level?: number;
                            } | {
                                /** @enum {string} */
                                type: "relic";
                                name: string;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                level?: number;
                            })[];
                            ingredients?: {
                                name: string;
                                quantity: number;
                            }[];
                            vipDays?: number;
                            gameAccess?: boolean;
                        };
                        todayClaimed: boolean;
                        days: {
                            reward: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            };
                            /** @enum {string} */
                            state: "claimed" | "missed" | "today" | "upcoming";
                            claimed: {
                                gold?: number;
                                gems?: number;
                                items?: ({
                                    /** @enum {string} */
                                    type: "monster";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "relic";
                                    name: string;
                                    /** @enum {string} */
                                    quality: "common" | "rare" | "epic" | "legendary";
                                    level?: number;
                                })[];
                                ingredients?: {
                                    name: string;
                                    quantity: number;
                                }[];
                                vipDays?: number;
                                gameAccess?: boolean;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    claimDailyReward: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Claimed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dayIndex: number;
                        multiplier: number;
                        reward: {
                            gold?: number;
                            gems?: number;
                            items?: ({
                                /** @enum {string} */
                                type: "monster";
                                name: string;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                level?: number;
                            } | {
                                /** @enum {string} */
                                type: "relic";
                                name: string;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                level?: number;
                            })[];
                            ingredients?: {
                                name: string;
                                quantity: number;
                            }[];
                            vipDays?: number;
                            gameAccess?: boolean;
                        };
                        granted: {
                            gold?: number;
                            gems?: number;
                            items?: ({
                                /** @enum {string} */
                                type: "monster";
                                name: string;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                level?: number;
                            } | {
                                /** @enum {string} */
                                type: "relic";
                                name: string;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                level?: number;
                            })[];
                            ingredients?: {
                                name: string;
                                quantity: number;
                            }[];
                            vipDays?: number;
                            gameAccess?: boolean;
                        };
                        overflow: {
                            gold?: number;
                            gems?: number;
                            items?: ({
                                /** @enum {string} */
                                type: "monster";
                                name: string;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                level?: number;
                            } | {
                                /** @enum {string} */
                                type: "relic";
                                name: string;
                                /** @enum {string} */
                                quality: "common" | "rare" | "epic" | "legendary";
                                level?: number;
                            })[];
                            ingredients?: {
                                name: string;
                                quantity: number;
                            }[];
                            vipDays?: number;
                            gameAccess?: boolean;
                        } | null;
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Already claimed today (details.reason `already_claimed`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the config the client has */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's config */
            200: {
                headers: {
                    /** @description Send it back as If-None-Match */
                    ETag: string;
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerConfig"];
                };
            };
            /** @description Unchanged since the ETag sent (no body) */
            304: {
                headers: {
                    /** @description Send it back as If-None-Match */
                    ETag: string;
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listLiveEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: components["schemas"]["LiveEvent"][];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLiveEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveEvent"];
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not running or coming for this player */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLiveEventLeaderboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The board (null: the event has none) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        board: components["schemas"]["LiveEventLeaderboard"];
                    };
                };
            };
            /** @description The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not running or coming for this player */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds) */
            default: {
                headers: {
                    /** @description On 503: seconds to wait */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
