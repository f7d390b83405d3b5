import type { ReactElement } from 'react';
import { Checkbox, Form, Input } from 'antd';
import {
  MESSAGES,
  TEST_DRIVE_OPTION_LABELS,
  TEST_DRIVE_OPTIONS,
  needsTestDriveDirections,
  type TestDriveOption,
} from '@b2c/domain';
import type { ContractFieldProps } from '../../shared/forms/contract-fields.tsx';

const OPTIONS = TEST_DRIVE_OPTIONS.map((value) => ({ value, label: TEST_DRIVE_OPTION_LABELS[value] }));

type TestDriveField = (props: ContractFieldProps<'testDriveOptions' | 'testDriveDirections'>) => ReactElement;

/**
 * SPEC §3 "Home test drive and Hub": the test drives a location offers; for a hub test drive, the
 * directions customers follow to get there, with SPEC §5's helper text (shown, and required, only then).
 */
export const LocationTestDriveFields = ({ Field }: { Field: TestDriveField }) => {
  const options = Form.useWatch<TestDriveOption[] | undefined>('testDriveOptions') ?? [];
  return (
    <>
      <Field name="testDriveOptions" extra="Leave both unticked when the location offers no test drives.">
        <Checkbox.Group options={OPTIONS} />
      </Field>
      {needsTestDriveDirections(options) ? (
        <Field name="testDriveDirections" span="full" required extra={MESSAGES.testDriveDirectionsHelper}>
          <Input.TextArea rows={3} />
        </Field>
      ) : null}
    </>
  );
};
