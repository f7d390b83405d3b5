import { useState } from 'react';
import { Button, Flex, Progress, Radio, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { MEDIA_EXTENSIONS } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { toast } from '../../shared/ui/toast.ts';
import { uploadToTicket } from '../../shared/api/file-transfer.ts';
import { requestMediaUpload, useRecordLocationMedia } from './location-api.ts';

type MediaType = keyof typeof MEDIA_EXTENSIONS;
type UploadState = { fileName: string; percent: number; status: 'active' | 'success' | 'exception' };

const accept = (type: MediaType) => MEDIA_EXTENSIONS[type].map((e) => `.${e}`).join(',');
const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * Hub images and videos (SPEC §7): ask the API for a pre-signed URL, PUT the file straight to it with a
 * progress bar, then record it against the hub (so the media list shows it). Any failure on the way is
 * SPEC §8's "Upload failed".
 */
export const LocationMediaUpload = ({ locationId, hubCode }: { locationId: number; hubCode: string | null }) => {
  const record = useRecordLocationMedia(locationId);
  const [mediaType, setMediaType] = useState<MediaType>('IMAGE');
  const [upload, setUpload] = useState<UploadState | undefined>();
  const [done, setDone] = useState<string[]>([]);

  const send = async (file: File) => {
    if (!hubCode) return;
    setUpload({ fileName: file.name, percent: 0, status: 'active' });
    try {
      const ticket = await requestMediaUpload({
        fileName: file.name,
        extension: extensionOf(file.name),
        mediaType,
        hubCode,
      });
      await uploadToTicket(ticket, file, (percent) => setUpload({ fileName: file.name, percent, status: 'active' }));
      await record.mutateAsync({ key: ticket.key, fileName: file.name });
      setUpload({ fileName: file.name, percent: 100, status: 'success' });
      setDone((list) => [file.name, ...list]);
    } catch {
      setUpload((current) => ({ fileName: file.name, percent: current?.percent ?? 0, status: 'exception' }));
      toast('error', MESSAGES.uploadFailed);
    }
  };

  if (!hubCode)
    return <Typography.Text type="secondary">Give the location a code to upload its media.</Typography.Text>;
  const busy = upload?.status === 'active';
  return (
    <Flex vertical gap={12}>
      <Radio.Group
        aria-label="Media type"
        value={mediaType}
        onChange={(e) => setMediaType(e.target.value)}
        options={[
          { label: 'Image', value: 'IMAGE' },
          { label: 'Video', value: 'VIDEO' },
        ]}
        optionType="button"
      />
      <Upload
        accept={accept(mediaType)}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {mediaType === 'IMAGE' ? 'Upload image' : 'Upload video'}
        </Button>
      </Upload>
      {upload ? (
        <div>
          <Typography.Text>{upload.fileName}</Typography.Text>
          <Progress percent={upload.percent} status={upload.status} aria-label={`Upload of ${upload.fileName}`} />
        </div>
      ) : null}
      {done.length > 0 ? (
        <div aria-live="polite">
          <Typography.Text type="secondary">Uploaded: </Typography.Text>
          <Typography.Text data-testid="uploaded-media">{done.join(', ')}</Typography.Text>
        </div>
      ) : null}
    </Flex>
  );
};
