import { Alert, Button, Card, Flex, Popconfirm, Typography, theme } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { LocationMediaItem } from '@b2c/contracts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { Can } from '../../shared/auth/can.tsx';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { toast } from '../../shared/ui/toast.ts';
import { useLocationMedia, useRemoveLocationMedia } from './location-api.ts';

const PREVIEW = { width: '100%', height: 160, objectFit: 'cover', display: 'block' } as const;

/**
 * A file as the browser may show it: an image only as <img>, a video only as <video>. Nothing is ever
 * rendered as HTML, and the storage serves only checked image and video content inline.
 */
const Preview = ({ item }: { item: LocationMediaItem }) => {
  // The letterbox behind a narrow picture is the theme's faint fill, grey on white and on black alike.
  const style = { ...PREVIEW, background: theme.useToken().token.colorFillTertiary };
  return item.mediaType === 'IMAGE' ? (
    <img src={item.url} alt={item.fileName} loading="lazy" style={style} />
  ) : (
    <video src={item.url} controls preload="metadata" aria-label={item.fileName} style={style} />
  );
};

/** The hub's recorded images and videos with previews; removal (with a confirm) for master-data editors. */
export const LocationMediaList = ({ locationId }: { locationId: number }) => {
  const f = useFormatters();
  const media = useLocationMedia(locationId);
  const remove = useRemoveLocationMedia(locationId);

  if (media.isError) return <Alert type="error" showIcon title={errorMessage(media.error)} />;
  if (media.isPending) return <Typography.Text type="secondary">Loading media…</Typography.Text>;
  if (media.data.length === 0)
    return <Typography.Text type="secondary">No images or videos recorded for this location yet.</Typography.Text>;

  const removeItem = async (item: LocationMediaItem) => {
    try {
      await remove.mutateAsync(item.id);
      toast('success', `${item.fileName} removed`);
    } catch (error) {
      toast('error', errorMessage(error));
    }
  };

  return (
    <Flex component="ul" wrap gap={12} aria-label="Hub media" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {media.data.map((item) => (
        <li key={item.id} style={{ width: 220, maxWidth: '100%' }}>
          <Card size="small" cover={<Preview item={item} />}>
            <Flex justify="space-between" align="start" gap={8}>
              <div style={{ minWidth: 0 }}>
                <Typography.Text ellipsis={{ tooltip: item.fileName }} style={{ display: 'block' }}>
                  {item.fileName}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {item.mediaType === 'IMAGE' ? 'Image' : 'Video'} · {item.createdBy} · {f.dateTime(item.createdAt)}
                </Typography.Text>
              </div>
              <Can action="MANAGE_MASTERDATA">
                <Popconfirm
                  title={`Remove ${item.fileName}?`}
                  description="The file is deleted for good."
                  okText="Remove"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => removeItem(item)}
                >
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${item.fileName}`}
                    loading={remove.isPending && remove.variables === item.id}
                  />
                </Popconfirm>
              </Can>
            </Flex>
          </Card>
        </li>
      ))}
    </Flex>
  );
};
