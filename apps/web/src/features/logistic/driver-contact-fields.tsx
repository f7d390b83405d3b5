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
