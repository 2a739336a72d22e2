// Prints the current second-factor code of the demo admin (README
// "Demo accounts"): pure computation from the published demo secret, no database.

import { totpOf } from "../api/src/staff-security/totp.ts";
import { demoSecondFactorSecret } from "../prisma/seed/accounts.ts";

const periodMs = 30_000;
const now = Date.now();
const code = totpOf(demoSecondFactorSecret, "demo").generate({ timestamp: now });
const left = Math.ceil((periodMs - (now % periodMs)) / 1000);
console.log(`${code}  (the demo admin's code; a new one in ${left} s)`);
