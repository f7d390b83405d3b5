import {
  INVENTORY_LOCATION_STATUS_LABELS,
  labelOf,
  normalizeIdentifier,
  YARD_AUDIT_WORDS,
  yardAuditTrailNote,
  type YardAuditOutcome,
} from '@b2c/domain';
import type { YardAuditScanBody, YardAuditScanResult } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { conflict } from '../../kits/http-errors.ts';
import type { AuditedCar, YardAuditDeps } from './yard-audit-deps.ts';
import { yardAuditRepository, type NewScan, type ScanRow, type YardAuditRow } from './yard-audit-repository.ts';
import { countOf, scanAnswer, tallyOf, vehicleOf } from './yard-audit-mapping.ts';
import { auditLabel, auditOf } from './yard-audit-service.ts';

type Classified = Pick<
  NewScan,
  'outcome' | 'message' | 'systemLocationCode' | 'systemLocationName' | 'systemLocationStatus' | 'systemSince'
> & { outcome: YardAuditOutcome };

const finishedRefusal = (audit: Pick<YardAuditRow, 'id' | 'locationName' | 'finishedByName'>) =>
  conflict(
    `${auditLabel(audit.id)} of ${audit.locationName} was finished by ${audit.finishedByName ?? 'someone'}; start a new audit to scan again.`,
  );

/**
 * One scan (issue 28): the identifier names a car of the vertical or none; the car is expected (frozen
 * list), held here since the audit began, or held elsewhere. The first scan of a car counts, in one
 * insert that the audit's two unique indexes decide: the client's key (a re-sent scan is answered
 * again) and the car (a second person's scan answers "Already scanned by …"). Each counted car gets a
 * line on its own trail in the same transaction.
 */
export function yardAuditScanService(db: Db, deps: YardAuditDeps) {
  async function classify(caller: Caller, audit: YardAuditRow, car: AuditedCar | undefined): Promise<Classified> {
    const none = { systemLocationCode: null, systemLocationName: null, systemLocationStatus: null, systemSince: null };
    if (!car) return { outcome: 'UNKNOWN', message: YARD_AUDIT_WORDS.unknown, ...none };
    const v = caller.vertical;
    if (await yardAuditRepository(db).expectedOf(v, audit.id, car.appointmentId))
      return { outcome: 'EXPECTED', message: YARD_AUDIT_WORDS.expected, ...none };
    if (car.locationCode === audit.locationCode)
      return { outcome: 'ARRIVED', message: YARD_AUDIT_WORDS.arrived, ...none };
    const [where] = car.locationCode ? await deps.locations.byCodes(v, [car.locationCode]) : [];
    const locationName = where?.name ?? car.locationCode;
    const statusLabel = car.locationStatus ? labelOf(INVENTORY_LOCATION_STATUS_LABELS, car.locationStatus) : null;
    return {
      outcome: 'UNEXPECTED',
      message: YARD_AUDIT_WORDS.unexpected({ locationName, locationStatusLabel: statusLabel }),
      systemLocationCode: car.locationCode,
      systemLocationName: locationName,
      systemLocationStatus: car.locationStatus,
      systemSince: car.locationSince,
    };
  }

  /** The answer when the insert counted nothing: the same key sent again, or the car counted before. */
  async function answerUncounted(caller: Caller, audit: YardAuditRow, body: YardAuditScanBody, subject: string) {
    const repo = yardAuditRepository(db);
    const sent = await repo.scanWhere(caller.vertical, audit.id, { clientKey: body.clientKey });
    if (sent) return replay(caller, audit, sent, body);
    const first = (await repo.scanWhere(caller.vertical, audit.id, { subject }))!;
    const tally = tallyOf(await auditOf(db, caller.vertical, audit.id));
    if (first.outcome === 'UNKNOWN') return { ...scanAnswer(first, tally), identifier: body.identifier };
    return {
      ...scanAnswer(first, tally),
      outcome: 'ALREADY_SCANNED' as const,
      message: YARD_AUDIT_WORDS.alreadyScanned(first.scannedByName, first.scannedAt, caller.vertical.country),
      identifier: body.identifier,
    };
  }

  async function replay(caller: Caller, audit: YardAuditRow, sent: ScanRow, body: YardAuditScanBody) {
    // A key names one scan; the same key with another identifier is a client's mistake, not a re-send.
    if (sent.identifier !== body.identifier)
      throw conflict(`This scan key was already used for ${sent.identifier}; send a new key for each scan.`);
    return scanAnswer(sent, tallyOf(await auditOf(db, caller.vertical, audit.id)));
  }

  return {
    async scan(caller: Caller, auditId: number, body: YardAuditScanBody): Promise<YardAuditScanResult> {
      const v = caller.vertical;
      const audit = await auditOf(db, v, auditId);
      if (audit.status !== 'OPEN') {
        const sent = await yardAuditRepository(db).scanWhere(v, auditId, { clientKey: body.clientKey });
        if (sent) return replay(caller, audit, sent, body);
        throw finishedRefusal(audit);
      }
      const car = await deps.cars.byIdentifier(v, body.identifier);
      const subject = car ? car.appointmentId : `?${normalizeIdentifier(body.identifier)}`;
      const found = await classify(caller, audit, car);
      const counted = await db.transaction(async (tx) => {
        const repo = yardAuditRepository(tx);
        const row = await repo.insertScan({
          ...v,
          auditId,
          clientKey: body.clientKey,
          subject,
          identifier: body.identifier,
          ...found,
          appointmentId: car?.appointmentId ?? null,
          registrationNumber: car?.registrationNumber ?? null,
          chassisNumber: car?.chassisNumber ?? null,
          vehicle: car ? vehicleOf(car) : null,
          scannedBy: caller.userName,
          scannedByName: caller.name,
        });
        if (!row) return undefined;
        // Counted on the audit's row, only while it is open (the finish waits for this lock, or wins it).
        const now = await repo.countScan(v, auditId, countOf(row.outcome));
        if (!now) throw finishedRefusal((await repo.byId(v, auditId)) ?? audit);
        if (car)
          await deps.cars.noteOnTrail(
            tx,
            caller,
            car.appointmentId,
            'YARD_AUDIT_COUNT',
            yardAuditTrailNote.counted(audit.locationName, caller.name, auditId),
          );
        return scanAnswer(row, tallyOf(now));
      });
      return counted ?? answerUncounted(caller, audit, body, subject);
    },
  };
}
export type YardAuditScanService = ReturnType<typeof yardAuditScanService>;
