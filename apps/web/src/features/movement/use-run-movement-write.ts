import type { MovementView } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { errorMessage, isApiError } from '../../shared/api/api-error.ts';
import { toast } from '../../shared/ui/toast.ts';
import { successToast, useMovementWrite, type MovementWrite } from './movement-api.ts';

/** SPEC §8: the vendor e-mail shows the first error message (a field's, else the body's). */
const firstErrorMessage = (error: unknown): string => {
  const first = isApiError(error) ? error.body?.validation?.[0]?.message : undefined;
  return first || errorMessage(error);
};

/** SPEC §8 failure wording per write: the vendor call has its fixed text, the rest the server's message. */
export const failureToast = (write: MovementWrite, error: unknown): string => {
  if (write.kind === 'vendor') return MESSAGES.internalServerError;
  if (write.kind === 'notify') return firstErrorMessage(error);
  return errorMessage(error);
};

/**
 * Runs a movement write with SPEC's toasts; resolves to whether it succeeded so a dialog knows to close.
 * @example const { run, isPending } = useRunMovementWrite(view); await run({ kind: 'action', action: 'TRIP_START' });
 */
export const useRunMovementWrite = (view: MovementView) => {
  const mutation = useMovementWrite(view);
  const run = async (write: MovementWrite): Promise<boolean> => {
    try {
      const result = await mutation.mutateAsync(write);
      toast('success', successToast(write, result.message));
      return true;
    } catch (error) {
      toast('error', failureToast(write, error));
      return false;
    }
  };
  return { run, isPending: mutation.isPending, pending: mutation.isPending ? mutation.variables : undefined };
};
