import { useState } from 'react';
import { Button, Modal, Result } from 'antd';
import { MESSAGES, stockInLabel } from '@b2c/domain';
import type { StockInResult } from '@b2c/contracts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { useSession } from '../../shared/auth/use-session.ts';
import { KeptScansPanel } from '../../shared/scan-queue/kept-scans-panel.tsx';
import { StockInLocationStep, type ChosenLocation } from './stock-in-location-step.tsx';
import { StockInScanStep } from './stock-in-scan-step.tsx';

export interface StockInDialogProps {
  open: boolean;
  onClose: () => void;
}

type Step =
  | { kind: 'location' }
  | { kind: 'scan'; location: ChosenLocation }
  | { kind: 'done'; location: ChosenLocation; identifier: string; result: StockInResult };

/**
 * SPEC §2 stock-in flow, a modal over the content: choose the location, enter the identifier, success
 * with "Scan another Car" (which keeps the location: operators scan a row of cars at one yard).
 * Titled "Park" in AU, "Stock In" elsewhere (SPEC §2 wording, `stockInLabel` of the country).
 */
export const StockInDialog = ({ open, onClose }: StockInDialogProps) => {
  const { uiRules, vertical } = useAccess();
  const [step, setStep] = useState<Step>({ kind: 'location' });
  const { claims } = useSession();
  const stockInBy = uiRules.stockInBy;
  if (!stockInBy) return null;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={stockInLabel(vertical.country)}
      destroyOnHidden
      width={480}
    >
      <KeptScansPanel userId={claims.userId} />
      {step.kind === 'location' ? (
        <StockInLocationStep onChosen={(location) => setStep({ kind: 'scan', location })} />
      ) : null}
      {step.kind === 'scan' ? (
        <StockInScanStep
          location={step.location}
          stockInBy={stockInBy}
          rule={uiRules.flags.identifierRule}
          operator={{ userId: claims.userId, vertical }}
          onChangeLocation={() => setStep({ kind: 'location' })}
          onDone={(result, identifier) => setStep({ kind: 'done', location: step.location, identifier, result })}
        />
      ) : null}
      {step.kind === 'done' ? (
        <Result
          status="success"
          title={MESSAGES.stockedInSuccessfully}
          subTitle={`${step.identifier} (apt-${step.result.inventory.appointmentId}) at ${step.location.name}`}
          extra={
            <Button type="primary" onClick={() => setStep({ kind: 'scan', location: step.location })}>
              {MESSAGES.scanAnotherCar}
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
};
