import { Button, Popconfirm, Space, Upload } from 'antd';
import { USER_IMAGE_MAX_BYTES, USER_IMAGE_TYPES, type ManagedUser } from '@b2c/contracts';
import { USER_MESSAGES } from '@b2c/domain';
import { Can } from '../../shared/auth/can.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { UserAvatar } from './user-avatar.tsx';
import { withToast } from './users-toast.ts';
import { useDeleteUserImage, useUploadUserImage } from './users-api.ts';

const MB = 1024 * 1024;

/**
 * The user's profile image with upload and delete for MANAGE_USERS. A file over the size cap is refused
 * here without sending it; the type is only a hint to the picker: the API judges the bytes.
 */
export const UserImageEditor = ({ user }: { user: ManagedUser }) => {
  const upload = useUploadUserImage(user);
  const remove = useDeleteUserImage(user);
  const send = (file: File) => {
    if (file.size > USER_IMAGE_MAX_BYTES)
      toast('error', `The image is larger than ${USER_IMAGE_MAX_BYTES / MB} MB: choose a smaller one.`);
    else void withToast(() => upload.mutateAsync(file), USER_MESSAGES.imageSaved);
    // Never antd's own upload: the file goes through the contract's call.
    return false;
  };
  return (
    <Space align="center" wrap>
      <UserAvatar user={user} size={64} label={user.imageUrl ? `Profile image of ${user.name}` : undefined} />
      <Can action="MANAGE_USERS">
        <Space wrap>
          <Upload accept={USER_IMAGE_TYPES.join(',')} showUploadList={false} beforeUpload={send} maxCount={1}>
            <Button loading={upload.isPending}>{user.imageUrl ? 'Replace image' : 'Upload image'}</Button>
          </Upload>
          {user.imageUrl ? (
            <Popconfirm
              title={`Delete the profile image of ${user.name}?`}
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => withToast(() => remove.mutateAsync(undefined), USER_MESSAGES.imageDeleted)}
            >
              <Button danger loading={remove.isPending}>
                Delete image
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      </Can>
    </Space>
  );
};
