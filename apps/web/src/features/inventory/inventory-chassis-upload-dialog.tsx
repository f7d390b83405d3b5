import { useState } from 'react';
import { Alert, Button, Modal, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { InventoryDetail } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { toast } from '../../shared/ui/toast.ts';
import { EXTRA_ACTION_LABELS } from './inventory-action-rules.ts';
import { useChassisUpload } from './inventory-api.ts';

/** The API's limits (chassis-upload-routes): 5 MB, and of its types only the images (no PDF here). */
export const CHASSIS_MAX_BYTES = 5 * 1024 * 1024;
export const CHASSIS_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;

/** Why a picked file cannot be sent, or undefined when it can. */
export const chassisFileProblem = (file: Pick<File, 'type' | 'size'>): string | undefined => {
  if (!(CHASSIS_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG, WebP or HEIC image.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > CHASSIS_MAX_BYTES) return 'The image must be at most 5 MB.';
  return undefined;
};

interface ChassisUploadDialogProps {
  car: Pick<InventoryDetail, 'appointmentId' | 'chassisNumber'>;
  onClose: () => void;
}

/**
 * The chassis (barcode) image: pick one image, then send it as multipart `file` + `appointmentId` to
 * `POST /api/inventory/v1/upload/chassis`. SPEC §8's "BarCode saved successfully!" on success, the
 * server's message on failure.
 */
export const InventoryChassisUploadDialog = ({ car, onClose }: ChassisUploadDialogProps) => {
  const mutation = useChassisUpload(car);
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const title = EXTRA_ACTION_LABELS.CHASSIS_IMAGE;

  const send = async () => {
    if (!file) {
      setProblem('Choose an image first.');
      return;
    }
    try {
      await mutation.mutateAsync(file);
      toast('success', MESSAGES.barcodeSaved);
      onClose();
    } catch (error) {
      toast('error', errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={mutation.isPending} onClick={() => void send()}>
          {title}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        Chassis number {car.chassisNumber ?? 'not recorded'}. A JPEG, PNG, WebP or HEIC image of at most 5 MB.
      </Typography.Paragraph>
      <Upload
        accept={CHASSIS_IMAGE_TYPES.join(',')}
        maxCount={1}
        fileList={file ? [{ uid: 'chassis', name: file.name, status: 'done' }] : []}
        onRemove={() => setFile(undefined)}
        beforeUpload={(picked) => {
          const reason = chassisFileProblem(picked);
          setProblem(reason);
          setFile(reason ? undefined : picked);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>Choose image</Button>
      </Upload>
      {problem ? <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} title={problem} /> : null}
    </Modal>
  );
};
