import { Form, Input } from 'antd';

/** Who drives the car, as the vendor dialog and the movement details both ask it (the vendor e-mail may go to it). */
export const DriverContactFields = () => (
  <>
    <Form.Item name="driverName" label="Driver name">
      <Input maxLength={80} />
    </Form.Item>
    <Form.Item
      name="driverMobile"
      label="Driver mobile"
      rules={[{ pattern: /^\s*\+?[0-9]{7,15}\s*$/, message: 'Enter a phone number.' }]}
    >
      <Input inputMode="tel" />
    </Form.Item>
    <Form.Item
      name="driverEmail"
      label="Driver e-mail"
      rules={[{ type: 'email', message: 'Enter an e-mail address.' }]}
    >
      <Input inputMode="email" />
    </Form.Item>
  </>
);

export interface DriverContactValues {
  driverName?: string;
  driverMobile?: string;
  driverEmail?: string;
}

/** The driver the movement names now, as the fields' starting values (an unset one left empty). */
export const driverContactInitial = (
  logistic: { [K in keyof DriverContactValues]?: string | null } | null | undefined,
): DriverContactValues => ({
  ...(logistic?.driverName ? { driverName: logistic.driverName } : {}),
  ...(logistic?.driverMobile ? { driverMobile: logistic.driverMobile } : {}),
  ...(logistic?.driverEmail ? { driverEmail: logistic.driverEmail } : {}),
});

const trimmed = (v: string | undefined) => v?.trim() || undefined;

/** What the fields send: each value trimmed, a blank one left out (the server keeps what it has). */
export const driverContactBody = (values: DriverContactValues): DriverContactValues => {
  const [driverName, driverMobile, driverEmail] = [values.driverName, values.driverMobile, values.driverEmail].map(
    trimmed,
  );
  return {
    ...(driverName ? { driverName } : {}),
    ...(driverMobile ? { driverMobile } : {}),
    ...(driverEmail ? { driverEmail } : {}),
  };
};
