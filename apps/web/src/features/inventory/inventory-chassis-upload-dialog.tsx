import { useState } from 'react';
import { Alert, Button, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { InventoryDetail } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { useDialogSave } from '../../shared/forms/use-dialog-save.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
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
 * `inventoryEndpoints.uploadChassis`. SPEC §8's "BarCode saved successfully!" on success, the
 * server's message on failure.
 */
export const InventoryChassisUploadDialog = ({ car, onClose }: ChassisUploadDialogProps) => {
  const mutation = useChassisUpload(car);
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const title = EXTRA_ACTION_LABELS.CHASSIS_IMAGE;
  const saver = useDialogSave({ onSaved: onClose });

  const send = (picked: File | undefined) => {
    if (!picked) {
      setProblem('Choose an image first.');
      return;
    }
    void saver.save(async () => {
      await mutation.mutateAsync(picked);
      return MESSAGES.barcodeSaved;
    });
  };

  return (
    <FormModal title={title} saveLabel={title} saving={saver.saving} onSave={() => send(file)} onClose={onClose}>
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
    </FormModal>
  );
};
