/**
 * Issue 25's multi-process drill, the driver half: .ci/multi-process-drill.sh starts PostgreSQL, s3rver,
 * two compiled servers and nginx round-robin in front, signs in through the balancer with a real browser,
 * then runs this with tsx. Every check prints one line; any failed check exits 1.
 */
import pg from 'pg';
import { signInOverHttp } from '../server-process.ts';
import { balancer, failedChecks } from './drill-support.ts';
import { flagSeenOnOther, permissionRemovalSeenOnOther } from './coherence-checks.ts';
import { rowChangeStreamedToOther } from './live-checks.ts';
import { refreshReuseRefusedOnBoth, signInLimitAcrossProcesses, tokenWorksOnBoth } from './session-checks.ts';
import { bulkJobSurvivesKill, fileUploadedOnOneReadOnOther, oneWinnerOfTwentyPriceUpdates } from './work-checks.ts';

const database = new pg.Client({ connectionString: process.env.DRILL_DATABASE_URL });
await database.connect();
const countPincodes = async () =>
  Number(
    (await database.query(`select count(*) from pincodes where country = 'IN' and area like 'Drill %'`)).rows[0].count,
  );

const admin = await signInOverHttp(balancer, 'admin', 'admin123');
await tokenWorksOnBoth(admin);
await refreshReuseRefusedOnBoth();
await flagSeenOnOther(admin);
await permissionRemovalSeenOnOther(admin);
await rowChangeStreamedToOther(admin);
await signInLimitAcrossProcesses();
await oneWinnerOfTwentyPriceUpdates();
await fileUploadedOnOneReadOnOther(admin);
await bulkJobSurvivesKill(admin, countPincodes);
await database.end();

const failures = failedChecks();
console.log(failures ? `${failures} check(s) failed` : 'every check held');
process.exit(failures ? 1 : 0);
