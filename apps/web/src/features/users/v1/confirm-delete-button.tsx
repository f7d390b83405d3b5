import { Button, Popconfirm } from 'antd';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { toast } from '../../../shared/ui/toast.ts';

/**
 * A row's Delete of the V1 screen: asks first, then says what the API said (its success message, or
 * its refusal: a user deleting themself, a group that still has members).
 */
export const ConfirmDeleteButton = (props: {
  question: string;
  deletedMessage: string;
  pending: boolean;
  remove: () => Promise<unknown>;
}) => {
  const onConfirm = async () => {
    try {
      await props.remove();
      toast('success', props.deletedMessage);
    } catch (error) {
      toast('error', errorMessage(error));
    }
  };
  return (
    <Popconfirm title={props.question} okText="Delete" okButtonProps={{ danger: true }} onConfirm={onConfirm}>
      <Button size="small" danger loading={props.pending}>
        Delete
      </Button>
    </Popconfirm>
  );
};
