import { Form, Select } from 'antd';
import { modeOptions, vendorOptions } from './logistic-labels.ts';

/** The vendor (required) and its logistics mode, as the single and the bulk vendor dialogs ask them. */
export const VendorModeFields = () => (
  <>
    <Form.Item name="vendor" label="Vendor" rules={[{ required: true, message: 'Vendor is required.' }]}>
      <Select options={vendorOptions} />
    </Form.Item>
    <Form.Item name="logisticsMode" label="Logistics mode">
      <Select allowClear options={modeOptions} />
    </Form.Item>
  </>
);
